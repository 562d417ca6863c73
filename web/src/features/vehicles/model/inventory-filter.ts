import type { Vehicle } from '@domain/api/vehicles';
import { matchesSearch, searchTerms } from '@domain/vehicle/search';
import { isMyCar } from '@domain/work/assignees';

export type SoldFilter = 'active' | 'sold' | 'all';

export interface InventoryFilter {
  search: string;
  make: string;
  show: SoldFilter;
  /** "My cars": only this user's cars (domain/work/assignees: isMyCar); null shows everyone's. */
  assigneeId: string | null;
}

export const EMPTY_INVENTORY_FILTER: InventoryFilter = {
  search: '',
  make: '',
  show: 'active',
  assigneeId: null,
};

/**
 * Search (domain/vehicle/search: every word must match somewhere; with advanced search off
 * only the basic fields), make, sold and "My cars" filters; starred first, newest next.
 */
export function filterInventory(
  vehicles: readonly Vehicle[],
  filter: InventoryFilter,
  { advancedSearch = true }: { advancedSearch?: boolean } = {},
): Vehicle[] {
  const terms = searchTerms(filter.search);
  const make = filter.make.toLowerCase();
  return vehicles
    .filter((v) =>
      filter.show === 'all' ? true : filter.show === 'sold' ? v.flag === 'sold' : v.flag !== 'sold',
    )
    .filter((v) => !make || v.make.toLowerCase() === make)
    .filter((v) => filter.assigneeId === null || isMyCar(v, filter.assigneeId))
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
