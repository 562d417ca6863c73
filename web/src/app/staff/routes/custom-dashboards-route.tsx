import { DashboardsPage } from '@/features/dashboards/components/dashboards-page';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';

export function CustomDashboardsRoute() {
  const { role, config } = useVehicleWorkspace();
  return <DashboardsPage role={role} workflows={config.workflows} />;
}
