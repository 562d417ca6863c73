import { describe, expect, it } from 'vitest';
import { HttpError } from '@domain/http-errors';
import { messageFromError } from './error-message';

describe('messageFromError', () => {
  it('prefers the server message, then the error text, then the fallback', () => {
    expect(
      messageFromError(
        new HttpError(401, 'Unauthorized', { error: 'Unauthorized', message: 'Bad password' }),
        'x',
      ),
    ).toBe('Bad password');
    expect(messageFromError(new HttpError(500, 'Internal Server Error', undefined), 'x')).toBe(
      'Internal Server Error',
    );
    expect(messageFromError(new TypeError('Failed to fetch'), 'Fallback')).toBe('Fallback');
    expect(messageFromError(new Error('Invalid login response'), 'x')).toBe(
      'Invalid login response',
    );
    expect(messageFromError('weird', 'Fallback')).toBe('Fallback');
  });
});
