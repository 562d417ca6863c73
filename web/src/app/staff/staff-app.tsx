import { Route, Routes } from 'react-router';
import { Tooltip } from 'radix-ui';
import { useAppPreferences } from '@/lib/app-preferences';
import { VehicleWorkspaceProvider } from '@/features/vehicles/hooks/vehicle-workspace';
import { MakeReadyRoute, ServiceRoute } from './routes/board-routes';
import { NotFoundRoute } from './routes/not-found-route';
import { StaffLayout } from './staff-layout';
import {
  ActivityRoute,
  CustomDashboardsRoute,
  DashboardRoute,
  InventoryManagementRoute,
  InventoryRoute,
  UsersRoute,
} from './staff-routes';
import { useStaffContext } from './use-staff-context';
import { WallLayout } from './wall-layout';

/** The signed-in staff application: the routes of spec 2.5. */
export function StaffApp() {
  const { user, config } = useStaffContext();
  const { autoRefresh } = useAppPreferences();
  return (
    <Tooltip.Provider>
      <VehicleWorkspaceProvider config={config} role={user?.role ?? null} autoRefresh={autoRefresh}>
        <Routes>
          <Route element={<WallLayout />}>
            <Route path="/dashboard/:id" element={<DashboardRoute />} />
          </Route>
          <Route element={<StaffLayout />}>
            <Route path="/" element={<MakeReadyRoute />} />
            <Route path="/make-ready" element={<MakeReadyRoute />} />
            <Route path="/service" element={<ServiceRoute />} />
            <Route path="/inventory" element={<InventoryRoute />} />
            <Route path="/activity" element={<ActivityRoute />} />
            <Route path="/users" element={<UsersRoute />} />
            <Route path="/custom-dashboard" element={<CustomDashboardsRoute />} />
            <Route path="/inventory-management" element={<InventoryManagementRoute />} />
            <Route path="*" element={<NotFoundRoute />} />
          </Route>
        </Routes>
      </VehicleWorkspaceProvider>
    </Tooltip.Provider>
  );
}
