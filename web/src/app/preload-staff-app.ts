import { matchPath } from 'react-router';
import { askStaffBootEarly } from './early-requests';
import { SessionAwareScreen } from './host-routes';
import { ROUTES, isScreenRoute } from './route-table';
import { StaffApp } from './screen-view';
import { lazyScreen } from './screens';

/**
 * Loads the staff app's code (the session check's screen, the staff app and the screen at
 * `pathname`) while its first reads are on their way (app/early-requests); resolves once it is
 * in, so the app's entry can start React then and no Suspense fallback shows in between
 * (lib/lazy-with-preload).
 */
export async function preloadStaffApp(pathname: string): Promise<void> {
  const route = ROUTES.find((candidate) => candidate.path === pathname);
  await Promise.all([
    SessionAwareScreen.preload(),
    StaffApp.preload(),
    route && isScreenRoute(route) ? lazyScreen(route.screen).preload() : undefined,
  ]);
}

/**
 * A dealership's address that no route knows (issue #28 item 6): the not-found page is a staff
 * screen, so its boot reads and code load side by side as a board's do, instead of one after
 * another (about a second and a half of blank). Known paths resolve at once: their own entry
 * (or none) applies.
 */
export async function preloadUnknownStaffPath(pathname: string): Promise<void> {
  const known = ROUTES.some((route) => route.path !== '*' && matchPath(route.path, pathname));
  const notFound = ROUTES.find((route) => route.path === '*');
  if (known || !notFound || !isScreenRoute(notFound)) return;
  askStaffBootEarly();
  await Promise.all([
    SessionAwareScreen.preload(),
    StaffApp.preload(),
    lazyScreen(notFound.screen).preload(),
  ]);
}
