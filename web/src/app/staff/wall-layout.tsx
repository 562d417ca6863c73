import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useStaffEnvironment } from './use-staff-environment';

/** /dashboard/:id: a full-screen wall-TV board, no header or bottom navigation (spec 2.5). */
export function WallLayout() {
  useStaffEnvironment();
  return (
    <main
      id="main"
      className="min-h-screen bg-slate-950 px-4 py-4 text-white sm:px-8 sm:py-6 2xl:px-12 2xl:py-8"
    >
      <Suspense fallback={<Spinner label="Loading..." className="min-h-[80vh] text-white" />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
