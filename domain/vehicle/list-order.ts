import type { Vehicle, VehiclePageSort } from '../api/vehicles';
import { workflowEnteredAt } from '../vehicle-status';

/** What a list's order reads of a vehicle (and all a page cursor needs to hold). */
export type ListOrderKey = Pick<Vehicle, 'starred' | 'createdAt' | 'id'> & {
  /** When the vehicle entered Make Ready: the 'board' order's key. */
  enteredAt?: number;
};

/**
 * A vehicle's key in a page order: 'board' adds when it entered Make Ready (its own start, else
 * its check-in, as sortBoardVehicles reads it; no clock needed), which a cursor then holds.
 */
export function pageOrderKey(vehicle: Vehicle, sort: VehiclePageSort): ListOrderKey {
  const key = { starred: vehicle.starred, createdAt: vehicle.createdAt, id: vehicle.id };
  if (sort !== 'board') return key;
  return { ...key, enteredAt: workflowEnteredAt(vehicle, 'make-ready', vehicle.createdAt) };
}

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
 * starred vehicles first; 'board' is the Make Ready board's on-screen order (starred first,
 * then latest into Make Ready, ties in list order, as sortBoardVehicles keeps them), so the
 * board's first page holds its first tiles. The server's page query states the same
 * (server/modules/vehicles/page.ts); the sandbox pages by this. Keys carry `enteredAt` for 'board'.
 */
export function comparePageOrder(sort: VehiclePageSort) {
  return (a: ListOrderKey, b: ListOrderKey): number => {
    if (sort !== 'newest' && a.starred !== b.starred) return a.starred ? -1 : 1;
    if (sort === 'board' && a.enteredAt !== b.enteredAt)
      return (b.enteredAt ?? 0) - (a.enteredAt ?? 0);
    return compareNewestFirst(a, b);
  };
}
