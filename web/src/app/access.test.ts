import { describe, expect, it } from 'vitest';
import type { HostMode } from '@domain/host-mode';
import { normalizePath } from '@/lib/paths';
import {
  decideScreen,
  loginHostUrl,
  sessionMatters,
  type Screen,
  type SessionState,
} from './access';

type Row = [HostMode, string, SessionState, Screen];

const ALWAYS_PUBLIC = [
  '/pilot-program',
  '/pilot-program/apply',
  '/pilot-success',
  '/e60n62b48',
  '/super-admin',
  '/super-admin/login',
  '/super-admin/notification-settings/42',
];
const MODES: HostMode[] = ['marketing', 'login', 'app', 'local'];
const SESSIONS: SessionState[] = ['loading', 'authenticated', 'anonymous'];

describe('decideScreen: always-public paths (spec 2.4)', () => {
  const rows: Row[] = MODES.flatMap((mode) =>
    ALWAYS_PUBLIC.flatMap((path) =>
      SESSIONS.map((session): Row => [mode, path, session, 'public']),
    ),
  );
  it.each(rows)('%s %s while %s → %s', (mode, path, session, screen) => {
    expect(decideScreen(mode, path, session)).toBe(screen);
  });

  it('matches by path segment, not by any string prefix', () => {
    expect(decideScreen('app', '/super-administrator', 'anonymous')).toBe('login');
    expect(decideScreen('app', '/pilot-programme', 'anonymous')).toBe('login');
  });
});

describe('decideScreen: marketing host (spec 2.2, 2.3)', () => {
  const rows: Row[] = [
    ['marketing', '/', 'anonymous', 'public'],
    ['marketing', '/home', 'anonymous', 'public'],
    ['marketing', '/how-it-works', 'anonymous', 'public'],
    ['marketing', '/about', 'authenticated', 'public'],
    ['marketing', '/faq', 'loading', 'public'],
    ['marketing', '/pricing', 'anonymous', 'public'],
    ['marketing', '/pricing-layouts', 'anonymous', 'public'],
    ['marketing', '/pricing-enterprise', 'anonymous', 'public'],
    ['marketing', '/request-demo', 'anonymous', 'public'],
    ['marketing', '/demo-requested', 'anonymous', 'public'],
    ['marketing', '/sandbox', 'anonymous', 'public'],
    ['marketing', '/dealer-login', 'anonymous', 'public'],
    ['marketing', '/signup', 'anonymous', 'public'],
    ['marketing', '/demo/success', 'anonymous', 'public'],
    ['marketing', '/billing/cancelled', 'anonymous', 'public'],
    ['marketing', '/reset-password', 'anonymous', 'public'],
    ['marketing', '/sso-callback', 'anonymous', 'public'],
    ['marketing', '/login', 'anonymous', 'redirect-login-host'],
    ['marketing', '/login/', 'authenticated', 'redirect-login-host'],
    ['marketing', '/inventory', 'anonymous', 'landing'],
    ['marketing', '/inventory', 'authenticated', 'landing'],
    ['marketing', '/anything/else', 'loading', 'landing'],
  ];
  it.each(rows)('%s %s while %s → %s', (mode, path, session, screen) => {
    expect(decideScreen(mode, path, session)).toBe(screen);
  });
});

describe('decideScreen: login host (spec 2.4)', () => {
  const rows: Row[] = [
    ['login', '/', 'anonymous', 'login'],
    ['login', '/login', 'anonymous', 'login'],
    ['login', '/about', 'anonymous', 'login'],
    ['login', '/inventory', 'anonymous', 'login'],
    ['login', '/sandbox', 'anonymous', 'login'],
    // No session lives on the login host (decision 0033): its login page offers the app.
    ['login', '/', 'authenticated', 'login'],
    ['login', '/inventory', 'authenticated', 'login'],
    ['login', '/', 'loading', 'login'],
    ['login', '/forgot-password', 'anonymous', 'public'],
    ['login', '/reset-password', 'anonymous', 'public'],
    ['login', '/sso-callback', 'loading', 'public'],
  ];
  it.each(rows)('%s %s while %s → %s', (mode, path, session, screen) => {
    expect(decideScreen(mode, path, session)).toBe(screen);
  });
});

describe('decideScreen: app (tenant) host', () => {
  const rows: Row[] = [
    ['app', '/', 'anonymous', 'login'],
    ['app', '/', 'authenticated', 'app'],
    ['app', '/', 'loading', 'loading'],
    ['app', '/inventory', 'anonymous', 'login'],
    ['app', '/inventory', 'authenticated', 'app'],
    ['app', '/dashboard/7', 'authenticated', 'app'],
    ['app', '/no-such-page', 'authenticated', 'app'],
    ['app', '/about', 'anonymous', 'login'],
    ['app', '/login', 'authenticated', 'public'],
    ['app', '/dealer-login', 'anonymous', 'public'],
    ['app', '/sso-callback', 'loading', 'public'],
    ['app', '/sandbox', 'anonymous', 'public'],
    ['app', '/setup/complete', 'authenticated', 'public'],
    ['app', '/forgot-password', 'anonymous', 'public'],
  ];
  it.each(rows)('%s %s while %s → %s', (mode, path, session, screen) => {
    expect(decideScreen(mode, path, session)).toBe(screen);
  });
});

describe('decideScreen: local (unknown) host', () => {
  const rows: Row[] = [
    ['local', '/', 'anonymous', 'landing'],
    ['local', '/', 'authenticated', 'app'],
    ['local', '/', 'loading', 'loading'],
    ['local', '/home', 'anonymous', 'landing'],
    ['local', '/inventory', 'anonymous', 'landing'],
    ['local', '/inventory', 'authenticated', 'app'],
    ['local', '/about', 'anonymous', 'public'],
    ['local', '/pricing', 'authenticated', 'public'],
    ['local', '/login', 'anonymous', 'public'],
    ['local', '/sso-callback', 'anonymous', 'public'],
  ];
  it.each(rows)('%s %s while %s → %s', (mode, path, session, screen) => {
    expect(decideScreen(mode, path, session)).toBe(screen);
  });
});

describe('sessionMatters', () => {
  it.each([
    ['marketing', '/', false],
    ['marketing', '/inventory', false],
    ['login', '/', false],
    ['login', '/reset-password', false],
    ['app', '/inventory', true],
    ['app', '/login', false],
    ['app', '/super-admin', false],
    ['local', '/', true],
    ['local', '/about', false],
  ] as const)('%s %s → %s', (mode, path, expected) => {
    expect(sessionMatters(mode, path)).toBe(expected);
  });
});

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/about/', '/about'],
    ['//about//', '/about'],
    ['/demo/success', '/demo/success'],
  ])('%s → %s', (input, output) => {
    expect(normalizePath(input)).toBe(output);
  });
});

describe('loginHostUrl', () => {
  it('keeps the scheme and port of the current page', () => {
    expect(loginHostUrl('login.localhost', { protocol: 'http:', port: '3900' })).toBe(
      'http://login.localhost:3900/login',
    );
    expect(loginHostUrl('lotready.com', { protocol: 'https:', port: '' })).toBe(
      'https://lotready.com/login',
    );
  });
});
