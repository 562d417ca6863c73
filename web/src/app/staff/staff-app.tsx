import { useMemo } from 'react';
import { useRoutes } from 'react-router';
import { READ_ONLY_MESSAGES } from '@domain/plans';
import { useBillingStatus } from '@/features/billing/api/get-billing-status';
import { WriteAccessProvider, type WriteAccess } from '@/lib/write-access';
import { Tooltip } from 'radix-ui';
import { useAppPreferences } from '@/lib/app-preferences';
import { VehicleWorkspaceProvider } from '@/features/vehicles/components/vehicle-workspace-provider';
import { STAFF_ROUTES } from './staff-routes';
import { useStaffContext } from './use-staff-context';

/** Read-only while the trial has ended without a plan or the subscription is cancelled. */
function useWriteAccessFromBilling(): WriteAccess {
  const { data } = useBillingStatus();
  return useMemo(() => {
    if (data?.access !== 'read-only') return { readOnly: false, reason: null };
    const reason = data.reason === 'cancelled' ? 'cancelled' : 'trial-ended';
    return { readOnly: true, reason: READ_ONLY_MESSAGES[reason] };
  }, [data?.access, data?.reason]);
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
          {routes}
        </VehicleWorkspaceProvider>
      </Tooltip.Provider>
    </WriteAccessProvider>
  );
}
