import type { HostMode } from '@domain/host-mode';
import { currentHostMode } from '@/lib/host';
import { PATHS } from '@/lib/paths';

/** The query parameter that carries the return path across the sign-in hand-off. */
export const RETURN_PATH_PARAM = 'next';

/** Paths that are the sign-in itself: returning there would only show it again. */
const SIGN_IN_PATHS: readonly string[] = [
  PATHS.login,
  PATHS.dealerLogin,
  PATHS.ssoCallback,
  PATHS.forgotPassword,
  PATHS.resetPassword,
];

/**
 * A path to return to after signing in, or null: only a path on this host ("/…", never
 * "//host" or "/\host", which browsers read as another host) and not a sign-in path, so a
 * crafted link cannot send the person elsewhere.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  const pathname = value.split(/[?#]/, 1)[0] ?? '';
  if (SIGN_IN_PATHS.includes(pathname.replace(/\/+$/, '') || '/')) return null;
  return value;
}

/**
 * Where the person was when the sign-in screen took over (it shows at that very path). The
 * login host shows its sign-in at every path, so a path there is nowhere in a dealership:
 * `login.…/anything/here` signs in to /inventory as spec 4.3 says, not to a not-found page.
 */
export function returnPathOf(
  location: { pathname: string; search: string; hash: string },
  hostMode: HostMode = currentHostMode().mode,
) {
  if (hostMode === 'login') return null;
  return safeReturnPath(`${location.pathname}${location.search}${location.hash}`);
}

/**
 * The sign-in continuation URL (the dealership's /sso-callback with its one-time token) with
 * the return path added, so it survives the hand-off from the login host to the dealership's.
 */
export function withReturnPath(url: string, returnPath: string | null, base: string): string {
  if (!returnPath || returnPath === PATHS.board) return url;
  const target = new URL(url, base);
  target.searchParams.set(RETURN_PATH_PARAM, returnPath);
  return url.startsWith('/') ? `${target.pathname}${target.search}` : target.toString();
}
