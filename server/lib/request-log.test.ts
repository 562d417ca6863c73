import { describe, expect, it } from 'vitest';
import { redactTokens } from './request-log';

describe('request log', () => {
  it.each([
    [
      '/api/vendor-links/photos/x/thumb?token=abc',
      '/api/vendor-links/photos/x/thumb?token=[redacted]',
    ],
    [
      '/api/vendor-links/photos?jobId=j&token=abc&caption=c',
      '/api/vendor-links/photos?jobId=j&token=[redacted]&caption=c',
    ],
    ['/api/vehicles?q=token', '/api/vehicles?q=token'],
    ['/api/vehicles', '/api/vehicles'],
  ])('writes %s as %s', (url, logged) => {
    expect(redactTokens(url)).toBe(logged);
  });
});
