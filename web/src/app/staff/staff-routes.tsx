import type { RouteObject } from 'react-router';
import type { ScreenRoute } from '../route-table';
import { lazyScreen } from '../screens';
import { StaffLayout } from './staff-layout';
import { STAFF_SCREENS } from './staff-screens';
import { WallLayout } from './wall-layout';

function staffChildren(layout: ScreenRoute['layout']): RouteObject[] {
  return STAFF_SCREENS.filter((route) => route.layout === layout).map((route) => {
    const Screen = lazyScreen(route.screen);
    return { path: route.path, element: <Screen /> };
  });
}

/**
 * The staff app's routes (spec 2.5), from the route table: the wall view full screen, every
 * other screen inside the header and bottom navigation. They render under the host router's
 * catch-all once the session is known, so a visitor who is not signed in never loads the
 * staff screens (decision 0035).
 */
export const STAFF_ROUTES: RouteObject[] = [
  { element: <WallLayout />, children: staffChildren('wall') },
  { element: <StaffLayout />, children: staffChildren('staff') },
];
