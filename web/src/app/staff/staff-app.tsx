import { useRoutes } from 'react-router';
import { Tooltip } from 'radix-ui';
import { useAppPreferences } from '@/lib/app-preferences';
import { VehicleWorkspaceProvider } from '@/features/vehicles/components/vehicle-workspace-provider';
import { STAFF_ROUTES } from './staff-routes';
import { useStaffContext } from './use-staff-context';

/** The signed-in staff application: the routes of spec 2.5. */
export function StaffApp() {
  const { user, config } = useStaffContext();
  const { autoRefresh } = useAppPreferences();
  const routes = useRoutes(STAFF_ROUTES);
  return (
    <Tooltip.Provider>
      <VehicleWorkspaceProvider config={config} role={user?.role ?? null} autoRefresh={autoRefresh}>
        {routes}
      </VehicleWorkspaceProvider>
    </Tooltip.Provider>
  );
}
