import { VehicleCard } from '../vehicle-card';
import type { InventoryViewProps } from './view-props';

export function GridView({
  vehicles,
  onToggleStar,
  selecting,
  selectedIds,
  onToggleSelect,
}: InventoryViewProps) {
  return (
    <ul className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
      {vehicles.map((vehicle, index) => (
        <li key={vehicle.id}>
          <VehicleCard
            vehicle={vehicle}
            onToggleStar={onToggleStar}
            selecting={selecting}
            selected={selectedIds.has(vehicle.id)}
            onToggleSelect={onToggleSelect}
            tourTarget={index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
