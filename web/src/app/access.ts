import type { HostMode } from '@domain/host-mode';
import { isUnder, normalizePath, PATHS } from '@/lib/paths';
import { pathsWithAccess } from './route-table';

/** Where the session stands: still loading, signed in or not. */
export type SessionState = 'loading' | 'authenticated' | 'anonymous';

/**
 * What the host router renders for a path (spec 2.4):
 * - `public`: the public route table (marketing, general and always-public screens),
 * - `landing`, `login`, `app`: that whole screen or tree,
 * - `loading`: the 'Loading...' spinner while the session loads,
 * - `redirect-login-host`: send the browser to the main login host.
 */
export type Screen = 'public' | 'landing' | 'login' | 'app' | 'loading' | 'redirect-login-host';

/** Served without login on every host, with everything under them (spec 2.4, first rule). */
const ALWAYS_PUBLIC_PREFIXES: readonly string[] = [
  ...new Set(pathsWithAccess('always-public')),
].filter((path, _, all) => !all.some((other) => other !== path && isUnder(path, other)));

/** Marketing host routes (spec 2.2), besides the always-public ones. */
const MARKETING_PATHS: readonly string[] = pathsWithAccess('marketing');

/** General and public routes (spec 2.3). */
const GENERAL_PATHS: readonly string[] = pathsWithAccess('general', 'sign-in-flow');

/**
 * The sign-in flows that stay reachable on the login host even without a session: the login
 * page links to Forgot Password, reset mails land on /reset-password, and /sso-callback
 * completes a sign-in. Everything else there is the login page (spec 2.4).
 */
const LOGIN_HOST_PUBLIC_PATHS: readonly string[] = pathsWithAccess('sign-in-flow');

/** The app's own root paths, which on a local host belong to the app, not the landing page. */
const LANDING_PATHS: readonly string[] = [PATHS.landing, PATHS.home];

function isAlwaysPublic(pathname: string): boolean {
  const path = normalizePath(pathname);
  return ALWAYS_PUBLIC_PREFIXES.some((prefix) => isUnder(path, prefix));
}

function inList(path: string, list: readonly string[]): boolean {
  return list.includes(path);
}

/** Decides the screen for a host mode, path and session state (spec 2.1–2.4). Pure. */
export function decideScreen(mode: HostMode, pathname: string, session: SessionState): Screen {
  const path = normalizePath(pathname);
  if (isAlwaysPublic(path)) return 'public';

  switch (mode) {
    case 'marketing':
      if (path === PATHS.login) return 'redirect-login-host';
      if (inList(path, MARKETING_PATHS) || inList(path, GENERAL_PATHS)) return 'public';
      return 'landing';
    case 'login':
      // The login host holds no session (sessions live on each dealership's host, decision
      // 0004), so asking for one only logged a 401: it is the login page, which offers the
      // dealership of whoever signed in from this browser (decision 0033).
      if (inList(path, LOGIN_HOST_PUBLIC_PATHS)) return 'public';
      return 'login';
    case 'app':
      if (inList(path, GENERAL_PATHS)) return 'public';
      if (session === 'loading') return 'loading';
      return session === 'authenticated' ? 'app' : 'login';
    case 'local':
      if (inList(path, GENERAL_PATHS)) return 'public';
      if (inList(path, MARKETING_PATHS) && !inList(path, LANDING_PATHS)) return 'public';
      if (session === 'loading') return 'loading';
      return session === 'authenticated' ? 'app' : 'landing';
  }
}

/** Whether the session can change the decision; when it cannot, no session call is needed. */
export function sessionMatters(mode: HostMode, pathname: string): boolean {
  return (
    decideScreen(mode, pathname, 'authenticated') !== decideScreen(mode, pathname, 'anonymous')
  );
}

/** The main login host's /login on the current scheme and port (spec 2.2). */
export function loginHostUrl(
  mainDomain: string,
  location: { protocol: string; port: string },
  path: string = PATHS.login,
): string {
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${mainDomain}${port}${path}`;
}
