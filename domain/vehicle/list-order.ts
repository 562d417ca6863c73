import type { Vehicle } from '../api/vehicles';

/**
 * The order of a vehicle list: newest first; vehicles added in the same millisecond (one
 * import) by id, which is time-ordered, so they keep the file's order. The server sorts by it
 * in SQL; the browser places a vehicle a live change adds by it, so the list matches a refetch.
 */
export function compareNewestFirst(a: Vehicle, b: Vehicle): number {
  if (a.createdAt !== b.createdAt) return b.createdAt - a.createdAt;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
