import { Link, NavLink, useLocation } from 'react-router';
import { LayoutDashboard, Stethoscope, Wrench } from 'lucide-react';
import { cn } from '@/lib/cn';
import { PATHS } from '@/lib/paths';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex flex-1 flex-col items-center justify-center gap-0.5 py-2 text-xs font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-primary',
    isActive ? 'text-primary' : 'text-slate-600 hover:text-slate-900',
  );

/** Bottom navigation (spec 2.8): Make Ready and Service tabs and a round Custom Dashboards button. */
export function BottomNav() {
  const { pathname } = useLocation();
  const onHome = pathname === PATHS.board;
  return (
    <nav
      aria-label="Workflows"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_10px_rgba(0,0,0,0.05)] backdrop-blur"
    >
      <div className="relative mx-auto flex h-16 max-w-md items-stretch">
        <NavLink
          to={PATHS.makeReady}
          className={({ isActive }) => tabClass({ isActive: isActive || onHome })}
          aria-current={onHome ? 'page' : undefined}
          data-tour="tab-make-ready"
        >
          <Wrench className="h-5 w-5" aria-hidden />
          Make Ready
        </NavLink>
        <div className="w-20 shrink-0" aria-hidden />
        <NavLink to={PATHS.service} className={tabClass} data-tour="tab-service">
          <Stethoscope className="h-5 w-5" aria-hidden />
          Service
        </NavLink>
        <Link
          to={PATHS.customDashboards}
          aria-label="Custom Dashboards"
          title="Custom Dashboards"
          data-tour="custom-dashboards"
          className="absolute -top-6 left-1/2 flex h-14 w-14 -translate-x-1/2 items-center justify-center rounded-full bg-primary text-white shadow-lg ring-4 ring-white transition-transform hover:scale-105 focus-visible:outline-none focus-visible:ring-primary/40 motion-reduce:transition-none"
        >
          <LayoutDashboard className="h-6 w-6" aria-hidden />
        </Link>
      </div>
    </nav>
  );
}
