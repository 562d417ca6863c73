import { Link } from 'react-router';
import { FileSpreadsheet, TableProperties } from 'lucide-react';
import { can } from '@domain/permissions';
import { Button, buttonVariants } from '@/components/ui/button';
import { sendAppCommand } from '@/lib/app-events';
import { InventoryPage } from '@/features/vehicles/components/inventory/inventory-page';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';
import { PATHS } from '@/lib/paths';

/** Inventory, with Manage and the Import/Export the onboarding guide points to (spec 2.12). */
export function InventoryRoute() {
  const { role } = useVehicleWorkspace();
  return (
    <InventoryPage
      actions={
        <>
          {can(role, 'vehicles.import') && (
            <Button variant="outline" onClick={() => sendAppCommand('open-import-export')}>
              <FileSpreadsheet className="h-4 w-4" aria-hidden />
              Import/Export
            </Button>
          )}
          {can(role, 'vehicles.manage') && (
            <Link to={PATHS.inventoryManagement} className={buttonVariants({ variant: 'outline' })}>
              <TableProperties className="h-4 w-4" aria-hidden />
              Manage
            </Link>
          )}
        </>
      }
    />
  );
}
