import { Navigate, Outlet, type RouteObject } from 'react-router';
import type { HostMode } from '@domain/host-mode';
import { PageLoading } from '@/components/ui/spinner';
import { decideScreen } from './access';
import { AppErrorBoundary } from './error-boundary';
import { HostRoutes } from './host-routes';
import { isScreenRoute, ROUTES, type AppRoute, type PrefetchContext } from './route-table';
import { RouteErrorScreen } from './route-error-screen';
import { loadScreen } from './screens';
import { ScrollToTop } from './scroll-to-top';
import { ToasterGate } from './toaster-gate';

/** Around every screen: the error boundary, scroll reset and toasts. */
function RootLayout() {
  return (
    <>
      <AppErrorBoundary>
        <ScrollToTop />
        <Outlet />
      </AppErrorBoundary>
      <ToasterGate />
    </>
  );
}

/** A table route as a data-router route: lazy screen, prefetch in its loader (not awaited). */
function toRouteObject(route: AppRoute, context: PrefetchContext): RouteObject {
  if (!isScreenRoute(route)) {
    return { path: route.path, element: <Navigate to={route.redirectTo} replace /> };
  }
  const { prefetch, screen } = route;
  return {
    path: route.path,
    lazy: async () => ({ Component: await loadScreen(screen) }),
    loader: prefetch
      ? () => {
          void prefetch(context);
          return null;
        }
      : undefined,
  };
}

/**
 * The data router's routes for one host mode (the host never changes within a page): the
 * table's routes that are public on this host, and for every other path the host's decision
 * by session (sign-in, landing page or the staff app, whose own routes come from the table).
 */
export function createAppRoutes(mode: HostMode, context: PrefetchContext): RouteObject[] {
  const publicRoutes = ROUTES.filter(
    (route) => route.access !== 'staff' && decideScreen(mode, route.path, 'anonymous') === 'public',
  );
  return [
    {
      Component: RootLayout,
      HydrateFallback: PageLoading,
      ErrorBoundary: RouteErrorScreen,
      children: [
        ...publicRoutes.map((route) => toRouteObject(route, context)),
        { path: '*', element: <HostRoutes mode={mode} /> },
      ],
    },
  ];
}
