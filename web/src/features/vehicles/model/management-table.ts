import type { Vehicle } from '@domain/api/vehicles';
import { toCsv } from '@domain/csv';
import { vehicleWorkflow, workflowEnteredAt } from '@domain/vehicle-status';

export type SortKey =
  'stockNumber' | 'year' | 'make' | 'model' | 'color' | 'salesperson' | 'workflow' | 'entered';
export type SortDirection = 'asc' | 'desc';

function sortValue(v: Vehicle, key: SortKey, now: number): string | number {
  switch (key) {
    case 'year':
      return v.year;
    case 'workflow':
      return vehicleWorkflow(v);
    case 'entered':
      return workflowEnteredAt(v, vehicleWorkflow(v), now);
    default:
      return v[key].toLowerCase();
  }
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

export const INVENTORY_CSV_COLUMNS = [
  'Stock Number',
  'VIN',
  'Year',
  'Make',
  'Model',
  'Color',
  'Salesperson',
  'Location',
  'Type',
  'Is Shipping',
  'Starred',
  'Sold',
  'Notes',
] as const;

/** The inventory export, with the import template's column names so it re-imports cleanly. */
export function inventoryCsv(vehicles: readonly Vehicle[]): string {
  return toCsv(
    [
      [...INVENTORY_CSV_COLUMNS],
      ...vehicles.map((v) => [
        v.stockNumber,
        v.vin ?? '',
        v.year,
        v.make,
        v.model,
        v.color,
        v.salesperson,
        v.location ?? '',
        v.type,
        v.isShipping ? 'yes' : 'no',
        v.starred ? 'yes' : 'no',
        v.flag === 'sold' ? 'yes' : 'no',
        v.notes,
      ]),
    ],
    { bom: true },
  );
}

export function inventoryCsvFileName(now: number): string {
  const d = new Date(now);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `inventory-${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}.csv`;
}
