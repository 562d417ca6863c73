import { lazyWithPreload } from '@/lib/lazy-with-preload';

/*
 * The boards are the staff app's first paint and load with it; every other screen is its own
 * chunk, fetched when a link to it is hovered or focused, or when it is opened.
 */
export const InventoryRoute = lazyWithPreload(() =>
  import('./routes/inventory-route').then((m) => m.InventoryRoute),
);
export const InventoryManagementRoute = lazyWithPreload(() =>
  import('./routes/inventory-management-route').then((m) => m.InventoryManagementRoute),
);
export const ActivityRoute = lazyWithPreload(() =>
  import('./routes/activity-route').then((m) => m.ActivityRoute),
);
export const UsersRoute = lazyWithPreload(() =>
  import('./routes/users-route').then((m) => m.UsersRoute),
);
export const CustomDashboardsRoute = lazyWithPreload(() =>
  import('./routes/custom-dashboards-route').then((m) => m.CustomDashboardsRoute),
);
export const DashboardRoute = lazyWithPreload(() =>
  import('./routes/dashboard-route').then((m) => m.DashboardRoute),
);

const BY_PATH: Record<string, { preload: () => void }> = {
  '/inventory': InventoryRoute,
  '/inventory-management': InventoryManagementRoute,
  '/activity': ActivityRoute,
  '/users': UsersRoute,
  '/custom-dashboard': CustomDashboardsRoute,
};

/** Starts loading the screen a link points to (a no-op for the boards and unknown paths). */
export function preloadRouteFor(pathname: string): void {
  const route = pathname.startsWith('/dashboard/') ? DashboardRoute : BY_PATH[pathname];
  route?.preload();
}
