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
