import { Link } from 'react-router';
import { Gauge } from 'lucide-react';
import { exportCapabilityOn } from '@domain/dealership-config';
import { can } from '@domain/permissions';
import { PATHS } from '@/lib/paths';
import { ActivityAnalytics } from '@/features/activity/components/activity-analytics';
import { ActivityLogPanel } from '@/features/activity/components/activity-log-panel';
import { messageFromError } from '@/lib/error-message';
import { useVehicles } from '@/features/vehicles/api/get-vehicles';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';

/** Activity & Analytics: bottlenecks, workflow counts and the activity log. */
export function ActivityRoute() {
  const { config, role } = useVehicleWorkspace();
  const { data, error } = useVehicles();
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Activity &amp; Analytics</h1>
        {can(role, 'reports.view') && (
          <Link
            to={PATHS.scoreboard}
            className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            <Gauge className="h-4 w-4" aria-hidden />
            Scoreboard: time to line and the trend
          </Link>
        )}
      </div>
      <ActivityAnalytics
        vehicles={data}
        error={
          data === undefined && error
            ? messageFromError(error, 'Please refresh to try again.')
            : null
        }
        config={config}
      />
      <section aria-labelledby="activity-log-title" className="grid gap-2">
        <h2 id="activity-log-title" className="text-lg font-bold">
          Activity log
        </h2>
        {can(role, 'activity.view') ? (
          <ActivityLogPanel
            canExport={can(role, 'activity.export') && exportCapabilityOn(config)}
            workflows={config.workflows}
          />
        ) : (
          <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-600">
            The activity log is available to managers and admins.
          </p>
        )}
      </section>
    </div>
  );
}
