import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { ConnectionIndicator } from '@/features/chrome/components/connection-indicator';
import { TourProvider } from '@/features/tours/components/tour-provider';
import { tourForPath } from '@/features/tours/model/tour-definitions';
import { useStaffEnvironment } from './use-staff-environment';

/**
 * /dashboard/:id: a full-screen wall-TV board, no header or bottom navigation (spec 2.5). Its
 * tour starts by itself once, like every staff page's (a wall has no button to start it again).
 */
export function WallLayout() {
  const { live, config } = useStaffEnvironment();
  const { pathname } = useLocation();
  const workflows = config?.workflows;
  return (
    <TourProvider
      tourId={tourForPath(pathname, {
        makeReady: workflows?.makeReady.enabled ?? true,
        service: workflows?.service.enabled ?? true,
      })}
      autoStart
    >
      <main
        id="main"
        className="relative min-h-screen bg-slate-950 px-4 py-4 text-white sm:px-8 sm:py-6 2xl:px-12 2xl:py-8"
      >
        {live.status !== 'live' && (
          // A wall has no header: a board that stopped updating says so over its corner.
          <div className="absolute right-3 top-3 z-10 rounded-full bg-slate-900/90 p-1">
            <ConnectionIndicator state={live.status} onRetry={live.retry} />
          </div>
        )}
        <Suspense fallback={<Spinner label="Loading..." className="min-h-[80vh] text-white" />}>
          <Outlet />
        </Suspense>
      </main>
    </TourProvider>
  );
}
