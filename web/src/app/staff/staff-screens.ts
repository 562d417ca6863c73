import { matchRoutes } from 'react-router';
import { isScreenRoute, ROUTES, type PrefetchContext } from '../route-table';
import { lazyScreen } from '../screens';

/** The staff app's screens (spec 2.5), from the route table. */
export const STAFF_SCREENS = ROUTES.filter(isScreenRoute).filter(
  (route) => route.access === 'staff',
);

const BY_PATH = STAFF_SCREENS.map((route) => ({ path: route.path, route }));

/** Starts loading the screen a link points to, and the data it shows (its table prefetch). */
export function preloadRouteFor(pathname: string, context: PrefetchContext): void {
  const route = matchRoutes(BY_PATH, pathname)?.at(-1)?.route.route;
  if (!route) return;
  void lazyScreen(route.screen).preload();
  void route.prefetch?.(context).catch(() => undefined);
}
