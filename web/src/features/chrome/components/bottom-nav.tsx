import { Link, NavLink, useLocation } from 'react-router';
import { LayoutDashboard, Stethoscope, Wrench } from 'lucide-react';
import { cn } from '@/lib/cn';
import { PATHS } from '@/lib/paths';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex flex-1 flex-col items-center justify-center gap-0.5 py-2 text-xs font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-primary',
    isActive ? 'text-primary' : 'text-slate-600 hover:text-slate-900',
  );

/** A workflow's tab as the dealership configures it: its name, and whether it is on at all. */
export interface WorkflowTab {
  name: string;
  enabled: boolean;
}

export const DEFAULT_WORKFLOW_TABS = {
  makeReady: { name: 'Make Ready', enabled: true },
  service: { name: 'Service', enabled: true },
};

/**
 * Bottom navigation (spec 2.8): the Make Ready and Service tabs by their configured names (a
 * disabled workflow's tab is gone) and a round Custom Dashboards button.
 */
export function BottomNav({
  workflows = DEFAULT_WORKFLOW_TABS,
}: {
  workflows?: { makeReady: WorkflowTab; service: WorkflowTab };
}) {
  const { pathname } = useLocation();
  const onHome = pathname === PATHS.board;
  return (
    <nav
      aria-label="Workflows"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_10px_rgba(0,0,0,0.05)] backdrop-blur"
    >
      <div className="relative mx-auto flex h-16 max-w-md items-stretch">
        {workflows.makeReady.enabled ? (
          <NavLink
            to={PATHS.makeReady}
            className={({ isActive }) => tabClass({ isActive: isActive || onHome })}
            aria-current={onHome ? 'page' : undefined}
            data-tour="tab-make-ready"
          >
            <Wrench className="h-5 w-5" aria-hidden />
            <span className="max-w-full truncate px-1">{workflows.makeReady.name}</span>
          </NavLink>
        ) : (
          <div className="flex-1" />
        )}
        <div className="w-20 shrink-0" aria-hidden />
        {workflows.service.enabled ? (
          <NavLink to={PATHS.service} className={tabClass} data-tour="tab-service">
            <Stethoscope className="h-5 w-5" aria-hidden />
            <span className="max-w-full truncate px-1">{workflows.service.name}</span>
          </NavLink>
        ) : (
          <div className="flex-1" />
        )}
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
