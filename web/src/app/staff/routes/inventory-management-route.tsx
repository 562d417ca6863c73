import { InventoryManagementPage } from '@/features/vehicles/components/inventory-management/inventory-management-page';

export function InventoryManagementRoute() {
  return <InventoryManagementPage />;
}
