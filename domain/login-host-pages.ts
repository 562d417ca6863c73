/**
 * The login host's pages written to static HTML at build time (decision 0008): the build
 * renders `path` with the login host's routing into dist/web/<dir>/index.html, and the server
 * sends that file for each of `servedAt` on the login host, where they all show that page
 * (spec 2.4: every path there is the login page, but for the sign-in flows).
 */
export interface LoginHostPage {
  dir: string;
  path: string;
  servedAt: readonly string[];
}

export const LOGIN_HOST_PAGES: readonly LoginHostPage[] = [
  { dir: '_login', path: '/', servedAt: ['/', '/login', '/dealer-login'] },
  { dir: '_login/forgot-password', path: '/forgot-password', servedAt: ['/forgot-password'] },
];

/** The pre-rendered login-host page sent for a path (without trailing slash), if any. */
export function loginHostPageAt(path: string): LoginHostPage | undefined {
  const clean = path.replace(/\/+$/, '') || '/';
  return LOGIN_HOST_PAGES.find((page) => page.servedAt.includes(clean));
}
