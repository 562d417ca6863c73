import { SessionAwareScreen } from './host-routes';
import { ROUTES, isScreenRoute } from './route-table';
import { StaffApp } from './screen-view';
import { lazyScreen } from './screens';

/**
 * Loads the staff app's code (the session check's screen, the staff app and the screen at
 * `pathname`) while its first reads are on their way (app/early-requests), so neither waits
 * for the other and no Suspense fallback shows in between (lib/lazy-with-preload).
 */
export function preloadStaffApp(pathname: string): void {
  SessionAwareScreen.preload();
  StaffApp.preload();
  const route = ROUTES.find((candidate) => candidate.path === pathname);
  if (route && isScreenRoute(route)) lazyScreen(route.screen).preload();
}
