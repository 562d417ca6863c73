import type { Vehicle } from '@domain/api/vehicles';

export interface InventoryViewProps {
  vehicles: Vehicle[];
  onToggleStar: (vehicle: Vehicle) => void;
  selecting: boolean;
  selectedIds: ReadonlySet<string>;
  onToggleSelect: (id: string) => void;
}
