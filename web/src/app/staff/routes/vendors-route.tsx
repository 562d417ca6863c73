import { can } from '@domain/permissions';
import { VendorsPage } from '@/features/vendors/components/vendors-page';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';

/** Vendors and their scorecard, for managers and admins (issue #31). */
export function VendorsRoute() {
  const { role, openRecord } = useVehicleWorkspace();
  if (!can(role, 'vendors.manage')) {
    return (
      <div className="grid gap-5">
        <h1 className="text-2xl font-bold tracking-tight">Vendors</h1>
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-600">
          Vendors are kept by managers and admins.
        </p>
      </div>
    );
  }
  return <VendorsPage onOpenVehicle={openRecord} />;
}
