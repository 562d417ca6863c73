import type { Vehicle } from '@domain/api/vehicles';
import type { VehicleFieldKey } from '@domain/vehicle/fields';
import { vehicleWorkflow, workflowEnteredAt } from '@domain/vehicle-status';

/** A column of the table: a field edited there (domain/vehicle/fields), the workflow, its age. */
export type SortKey = VehicleFieldKey | 'workflow' | 'entered';
export type SortDirection = 'asc' | 'desc';

function sortValue(v: Vehicle, key: SortKey, now: number): string | number {
  if (key === 'workflow') return vehicleWorkflow(v);
  if (key === 'entered') return workflowEnteredAt(v, vehicleWorkflow(v), now);
  const value = v[key];
  if (typeof value === 'number') return value;
  return value === null || value === undefined ? '' : String(value).toLowerCase();
}

export function sortVehicles(
  vehicles: readonly Vehicle[],
  key: SortKey,
  direction: SortDirection,
  now: number,
): Vehicle[] {
  const factor = direction === 'asc' ? 1 : -1;
  return [...vehicles].sort((a, b) => {
    const x = sortValue(a, key, now);
    const y = sortValue(b, key, now);
    if (x < y) return -factor;
    if (x > y) return factor;
    return a.stockNumber.localeCompare(b.stockNumber, undefined, { numeric: true });
  });
}

export function inventoryCsvFileName(now: number): string {
  const d = new Date(now);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `inventory-${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}.csv`;
}
