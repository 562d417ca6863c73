import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useDashboard } from '@/features/dashboards/api/get-dashboard';
import { DashboardView } from '@/features/dashboards/components/dashboard-view';
import { dashboardWorkflows } from '@/features/dashboards/model/dashboard-widgets';
import { useWorkflowVehicles } from '@/features/vehicles/api/get-workflow-vehicles';
import { VehicleBoard } from '@/features/vehicles/components/board/vehicle-board';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';
import { useStaffContext } from '../use-staff-context';
import { PATHS } from '@/lib/paths';
import { messageFromError } from '@/lib/error-message';

/** /dashboard/{id}: one dashboard, full screen for a wall TV. */
export function DashboardRoute() {
  const { id = '' } = useParams();
  const { config, thresholds } = useVehicleWorkspace();
  const dashboard = useDashboard(id, config.workflows);
  const wanted = dashboard.data ? dashboardWorkflows(dashboard.data) : [];
  const makeReady = useWorkflowVehicles('make-ready', { enabled: wanted.includes('make-ready') });
  const service = useWorkflowVehicles('service', { enabled: wanted.includes('service') });
  // A vehicle in both workflows is on both boards' lists: the widgets count it once.
  const vehicles = useMemo(
    () => [
      ...new Map(
        [...(makeReady.data ?? []), ...(service.data ?? [])].map((v) => [v.id, v]),
      ).values(),
    ],
    [makeReady.data, service.data],
  );
  const { dealershipName } = useStaffContext();

  // Counting widgets wait for every page of the workflows they count (a live board shows its
  // own "at least" counts while its workflow loads).
  const counted = dashboard.data
    ? dashboardWorkflows({
        ...dashboard.data,
        widgets: dashboard.data.widgets.filter((widget) => widget.kind !== 'live-board'),
      })
    : [];
  const counting =
    (counted.includes('make-ready') && !makeReady.complete && !makeReady.error) ||
    (counted.includes('service') && !service.complete && !service.error);
  if (dashboard.isLoading || (dashboard.data && counting))
    return <Spinner label="Loading dashboard..." className="min-h-[80vh] text-white" />;
  if (!dashboard.data) {
    return (
      <div className="flex min-h-[80vh] flex-col items-center justify-center gap-3 text-center">
        <h1 className="text-2xl font-bold">Dashboard not found</h1>
        <p className="text-white/70">
          {dashboard.error
            ? messageFromError(dashboard.error, 'It may have been deleted.')
            : 'It may have been deleted.'}
        </p>
        <Link
          to={PATHS.customDashboards}
          className="rounded-md bg-white px-4 py-2 text-sm font-semibold text-slate-900"
        >
          Back to dashboards
        </Link>
      </div>
    );
  }
  return (
    <DashboardView
      dashboard={dashboard.data}
      vehicles={vehicles}
      config={config}
      thresholds={thresholds}
      dealershipName={dealershipName}
      renderBoard={(workflow) => <VehicleBoard workflow={workflow} variant="wall" />}
    />
  );
}
