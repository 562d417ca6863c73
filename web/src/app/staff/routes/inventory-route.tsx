import { Link } from 'react-router';
import { TableProperties } from 'lucide-react';
import { can } from '@domain/permissions';
import { buttonVariants } from '@/components/ui/button';
import { InventoryPage } from '@/features/vehicles/components/inventory/inventory-page';
import { useVehicleWorkspace } from '@/features/vehicles/source/vehicle-workspace';

export function InventoryRoute() {
  const { role } = useVehicleWorkspace();
  return (
    <InventoryPage
      actions={
        can(role, 'vehicles.manage') ? (
          <Link to="/inventory-management" className={buttonVariants({ variant: 'outline' })}>
            <TableProperties className="h-4 w-4" aria-hidden />
            Manage
          </Link>
        ) : null
      }
    />
  );
}
