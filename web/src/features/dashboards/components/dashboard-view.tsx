import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Minimize2 } from 'lucide-react';
import type { Dashboard } from '@domain/api/dashboards';
import type { Vehicle } from '@domain/api/vehicles';
import { CLOCK_UPDATE_MS } from '@domain/constants';
import type { UserDealershipConfig } from '@domain/dealership-config';
import { formatShortDate } from '@domain/relative-time';
import type { StatusThresholds } from '@domain/vehicle-status';
import { useNowEvery } from '@/lib/clock';
import type { WidgetWorkflow } from '@/features/dashboards/model/dashboard-widgets';
import { AverageTimeWidget } from './widgets/average-time-widget';
import { OverdueListWidget } from './widgets/overdue-list-widget';
import { StatusCountsWidget } from './widgets/status-counts-widget';
import { PATHS } from '@/lib/paths';

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

interface DashboardViewProps {
  dashboard: Dashboard;
  vehicles: readonly Vehicle[];
  config: UserDealershipConfig;
  thresholds: StatusThresholds;
  dealershipName: string;
  renderBoard: (workflow: WidgetWorkflow) => ReactNode;
}

/** A dashboard on a wall TV: title, clock and widgets, updated live. */
export function DashboardView({
  dashboard,
  vehicles,
  config,
  thresholds,
  dealershipName,
  renderBoard,
}: DashboardViewProps) {
  const now = useNowEvery(CLOCK_UPDATE_MS);
  return (
    <div className="grid gap-6">
      <header className="flex items-center justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-white/60">
            {dealershipName}
          </p>
          <h1 className="text-3xl font-black tracking-tight 2xl:text-5xl">{dashboard.name}</h1>
        </div>
        <div className="flex items-center gap-4">
          <div className="text-right">
            <p className="text-3xl font-bold tabular-nums 2xl:text-5xl">{timeFormat.format(now)}</p>
            <p className="text-sm text-white/60">{formatShortDate(now)}</p>
          </div>
          <Link
            to={PATHS.customDashboards}
            data-tour="exit-wall"
            aria-label="Exit full screen"
            className="rounded-full p-2 text-white/40 hover:bg-white/10 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            <Minimize2 className="h-5 w-5" aria-hidden />
          </Link>
        </div>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        {dashboard.widgets.map((widget) => {
          switch (widget.kind) {
            case 'status-counts':
              if (widget.workflow === 'inventory') return <InventoryNotShown key={widget.id} />;
              return (
                <div key={widget.id} className="lg:col-span-2">
                  <StatusCountsWidget
                    vehicles={vehicles}
                    workflow={widget.workflow}
                    thresholds={thresholds}
                    config={config}
                    now={now}
                  />
                </div>
              );
            case 'average-make-ready-time':
              return (
                <AverageTimeWidget
                  key={widget.id}
                  vehicles={vehicles}
                  now={now}
                  name={config.workflows.makeReady.displayName}
                />
              );
            case 'overdue-list':
              return (
                <OverdueListWidget
                  key={widget.id}
                  vehicles={vehicles}
                  thresholds={thresholds}
                  config={config}
                  now={now}
                />
              );
            case 'live-board':
              if (widget.workflow === 'inventory') return <InventoryNotShown key={widget.id} />;
              return (
                <div key={widget.id} className="lg:col-span-2">
                  {renderBoard(widget.workflow)}
                </div>
              );
          }
        })}
      </div>
    </div>
  );
}

/** The contract allows inventory boards (API-made); the web's widgets show two workflows only. */
function InventoryNotShown() {
  return (
    <p className="rounded-xl bg-white/5 p-4 text-white/70 lg:col-span-2">
      Inventory widgets are not shown on dashboards.
    </p>
  );
}
