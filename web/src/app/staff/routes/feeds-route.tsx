import { can } from '@domain/permissions';
import { FeedsPage } from '@/features/feeds/components/feeds-page';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';

/** Inventory feeds, for admins (they manage the dealership's settings). */
export function FeedsRoute() {
  const { role } = useVehicleWorkspace();
  if (!can(role, 'settings.manage')) {
    return (
      <div className="grid gap-5">
        <h1 className="text-2xl font-bold tracking-tight">Inventory feeds</h1>
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-600">
          Inventory feeds are managed by admins.
        </p>
      </div>
    );
  }
  return <FeedsPage />;
}
