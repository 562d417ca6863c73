import { describe, expect, it } from 'vitest';
import { marketingHref } from './host';
import { hostContextAt as at } from '@/test/host-context';

describe('marketingHref (spec 2.4, 2.7: Request Account Access, Back to Home)', () => {
  it.each([
    ['lotready.com', '/request-demo', 'https://lotready.io/request-demo'],
    ['www.lotready.com', '/', 'https://lotready.io/'],
    ['sunset.app.lotready.com', '/request-demo', 'https://lotready.io/request-demo'],
    ['app.lotready.com', '/', 'https://lotready.io/'],
    ['lotready.io', '/request-demo', '/request-demo'],
    ['localhost', '/', '/'],
    ['preview.replit.dev', '/request-demo', '/request-demo'],
    ['dealer-intranet.example', '/request-demo', '/request-demo'],
  ])('on %s, %s → %s', (host, path, href) => {
    expect(marketingHref(path, at(host))).toBe(href);
  });

  it('keeps the port of the current page', () => {
    expect(marketingHref('/', at('demo.app.lotready.com:3000', '3000'))).toBe(
      'https://lotready.io:3000/',
    );
  });
});
