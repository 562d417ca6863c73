import { Suspense, useEffect } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { PageLoading } from '@/components/ui/spinner';
import type { Screen } from './access';
import { LoginHostRedirect } from './login-host-redirect';
import { ROUTES, SCREENS, isScreenRoute } from './route-table';
import { lazyScreen } from './screens';

const LandingScreen = lazyScreen(SCREENS.landing);
const LoginScreen = lazyScreen(SCREENS.login);

/** The staff app's chunk, with the screens of its first paint (the boards) alongside. */
export const StaffApp = lazyWithPreload(() => {
  for (const route of ROUTES) {
    if (isScreenRoute(route) && route.firstPaint) void lazyScreen(route.screen).preload();
  }
  return import('./staff/staff-app').then((module) => module.StaffApp);
});

/** The staff app starts from the product name; its own screens may set a more specific title. */
function AppTitle() {
  useEffect(() => {
    document.title = 'LotReady';
  }, []);
  return null;
}

/** Renders what access.ts decided for a path that is not one of the host's public routes. */
export function ScreenView({ screen }: { screen: Screen }) {
  switch (screen) {
    case 'loading':
      return <PageLoading />;
    case 'redirect-login-host':
      return <LoginHostRedirect />;
    case 'public':
    case 'landing':
      return (
        <Suspense fallback={<PageLoading />}>
          <LandingScreen />
        </Suspense>
      );
    case 'login':
      return (
        <Suspense fallback={<PageLoading />}>
          <LoginScreen />
        </Suspense>
      );
    case 'app':
      return (
        <>
          <AppTitle />
          <Suspense fallback={<PageLoading />}>
            <StaffApp />
          </Suspense>
        </>
      );
  }
}
