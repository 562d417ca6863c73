import type { Vehicle } from '@domain/api/vehicles';

export type SoldFilter = 'active' | 'sold' | 'all';

export interface InventoryFilter {
  search: string;
  make: string;
  show: SoldFilter;
}

export const EMPTY_INVENTORY_FILTER: InventoryFilter = { search: '', make: '', show: 'active' };

/** The fields every search looks in: stock number, year, make, model and color. */
function basicFields(vehicle: Vehicle): string[] {
  return [vehicle.stockNumber, String(vehicle.year), vehicle.make, vehicle.model, vehicle.color];
}

/** Advanced search (a feature toggle, spec 3) adds VIN, salesperson, location and notes. */
function advancedFields(vehicle: Vehicle): string[] {
  return [vehicle.vin ?? '', vehicle.salesperson, vehicle.location ?? '', vehicle.notes];
}

function matchesSearch(vehicle: Vehicle, terms: string[], advanced: boolean): boolean {
  if (terms.length === 0) return true;
  const fields = advanced
    ? [...basicFields(vehicle), ...advancedFields(vehicle)]
    : basicFields(vehicle);
  const haystack = fields.join(' ').toLowerCase();
  return terms.every((term) => haystack.includes(term));
}

/**
 * Search (every word must match somewhere; with advanced search off only the basic fields),
 * make and sold filters; starred first, newest next.
 */
export function filterInventory(
  vehicles: readonly Vehicle[],
  filter: InventoryFilter,
  { advancedSearch = true }: { advancedSearch?: boolean } = {},
): Vehicle[] {
  const terms = filter.search.toLowerCase().split(/\s+/).filter(Boolean);
  const make = filter.make.toLowerCase();
  return vehicles
    .filter((v) =>
      filter.show === 'all' ? true : filter.show === 'sold' ? v.flag === 'sold' : v.flag !== 'sold',
    )
    .filter((v) => !make || v.make.toLowerCase() === make)
    .filter((v) => matchesSearch(v, terms, advancedSearch))
    .sort((a, b) => Number(b.starred) - Number(a.starred) || b.checkInTime - a.checkInTime);
}

/** The makes on the lot, for the make filter, alphabetically. */
export function uniqueMakes(vehicles: readonly Vehicle[]): string[] {
  const byKey = new Map<string, string>();
  for (const v of vehicles) {
    const key = v.make.trim().toLowerCase();
    if (key && !byKey.has(key)) byKey.set(key, v.make.trim());
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}
