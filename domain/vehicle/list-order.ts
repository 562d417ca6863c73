import type { Vehicle, VehiclePageSort } from '../api/vehicles';

/** What a list's order reads of a vehicle (and all a page cursor needs to hold). */
export type ListOrderKey = Pick<Vehicle, 'starred' | 'createdAt' | 'id'>;

/**
 * The order of a vehicle list: newest first; vehicles added in the same millisecond (one
 * import) by id, which is time-ordered, so they keep the file's order. The server sorts by it
 * in SQL; the browser places a vehicle a live change adds by it, so the list matches a refetch.
 */
export function compareNewestFirst(a: ListOrderKey, b: ListOrderKey): number {
  if (a.createdAt !== b.createdAt) return b.createdAt - a.createdAt;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The order of GET /api/vehicles/page: 'newest' is the list order; 'starred-newest' puts
 * starred vehicles first. The server's page query states the same in SQL
 * (server/modules/vehicles/page.ts); the sandbox pages by this.
 */
export function comparePageOrder(sort: VehiclePageSort) {
  return (a: ListOrderKey, b: ListOrderKey): number => {
    if (sort === 'starred-newest' && a.starred !== b.starred) return a.starred ? -1 : 1;
    return compareNewestFirst(a, b);
  };
}
