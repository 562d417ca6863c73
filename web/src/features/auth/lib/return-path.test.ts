import { describe, expect, it } from 'vitest';
import { returnPathOf, safeReturnPath, withReturnPath } from './return-path';

describe('the return path across the sign-in hand-off', () => {
  it.each([
    ['/service', '/service'],
    ['/dashboard/abc?page=2', '/dashboard/abc?page=2'],
    ['/inventory#top', '/inventory#top'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['service', null],
    ['/login', null],
    ['/dealer-login/', null],
    ['/sso-callback?token=x', null],
    ['', null],
    [null, null],
  ])('%s returns to %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it('takes the path, query and hash of where the sign-in screen took over', () => {
    expect(returnPathOf({ pathname: '/dashboard/d1', search: '?x=1', hash: '' })).toBe(
      '/dashboard/d1?x=1',
    );
  });

  it.each([
    ['app', '/service'],
    ['local', '/service'],
    ['login', null],
  ] as const)('on a %s host, a sign-in at /service returns to %s', (mode, expected) => {
    expect(returnPathOf({ pathname: '/service', search: '', hash: '' }, mode)).toBe(expected);
  });

  it.each([
    [
      'http://demo.app.localhost:4120/sso-callback?token=t&tenant=demo',
      '/service',
      'http://demo.app.localhost:4120/sso-callback?token=t&tenant=demo&next=%2Fservice',
    ],
    [
      '/sso-callback?token=t&tenant=demo',
      '/dashboard/d1',
      '/sso-callback?token=t&tenant=demo&next=%2Fdashboard%2Fd1',
    ],
    ['/sso-callback?token=t&tenant=demo', null, '/sso-callback?token=t&tenant=demo'],
    ['/sso-callback?token=t&tenant=demo', '/', '/sso-callback?token=t&tenant=demo'],
  ])('adds the return path to %s', (url, path, expected) => {
    expect(withReturnPath(url, path, 'http://login.localhost:4120/login')).toBe(expected);
  });
});
