import { useMemo } from 'react';
import { useRoutes } from 'react-router';
import { readOnlyMessage } from '@domain/subscription';
import { useBillingStatus } from '@/features/billing/api/get-billing-status';
import { WriteAccessProvider, type WriteAccess } from '@/lib/write-access';
import { Tooltip } from 'radix-ui';
import { useAppPreferences } from '@/lib/app-preferences';
import { OpenLinkedCar } from '@/features/vehicles/components/open-linked-car';
import { VehicleWorkspaceProvider } from '@/features/vehicles/components/vehicle-workspace-provider';
import { STAFF_ROUTES } from './staff-routes';
import { useStaffContext } from './use-staff-context';

/** Read-only once the trial, an invoice's due date or a paid period has passed, or cancelled. */
function useWriteAccessFromBilling(): WriteAccess {
  const { data } = useBillingStatus();
  const access = data?.access;
  const reason = data?.reason;
  return useMemo(() => {
    if (access !== 'read-only' || !reason) return { readOnly: false, reason: null };
    return { readOnly: true, reason: readOnlyMessage(reason) };
  }, [access, reason]);
}

/**
 * The signed-in staff application: the routes of spec 2.5. Write access (0031) wraps
 * everything, the vehicle record and the app-wide dialogs included.
 */
export function StaffApp() {
  const { user, config } = useStaffContext();
  const writeAccess = useWriteAccessFromBilling();
  const { autoRefresh } = useAppPreferences();
  const routes = useRoutes(STAFF_ROUTES);
  return (
    <WriteAccessProvider value={writeAccess}>
      <Tooltip.Provider>
        <VehicleWorkspaceProvider
          config={config}
          role={user?.role ?? null}
          userId={user?.id ?? null}
          autoRefresh={autoRefresh}
        >
          <OpenLinkedCar />
          {routes}
        </VehicleWorkspaceProvider>
      </Tooltip.Provider>
    </WriteAccessProvider>
  );
}
