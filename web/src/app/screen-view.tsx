import { Suspense, useEffect } from 'react';
import { PageLoading } from '@/components/ui/spinner';
import type { Screen } from './access';
import { LandingRoute, LoginRoute, StaffApp } from './lazy-routes';
import { LoginHostRedirect } from './login-host-redirect';
import { PublicRoutes } from './public-routes';

/** The staff app starts from the product name; its own screens may set a more specific title. */
function AppTitle() {
  useEffect(() => {
    document.title = 'LotReady';
  }, []);
  return null;
}

/** Renders what access.ts decided. */
export function ScreenView({ screen }: { screen: Screen }) {
  switch (screen) {
    case 'public':
      return <PublicRoutes />;
    case 'loading':
      return <PageLoading />;
    case 'redirect-login-host':
      return <LoginHostRedirect />;
    case 'landing':
      return (
        <Suspense fallback={<PageLoading />}>
          <LandingRoute />
        </Suspense>
      );
    case 'login':
      return (
        <Suspense fallback={<PageLoading />}>
          <LoginRoute />
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
