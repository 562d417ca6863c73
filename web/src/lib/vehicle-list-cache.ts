import type { QueryClient } from '@tanstack/react-query';
import type { Vehicle } from '@domain/api/vehicles';
import { compareNewestFirst } from '@domain/vehicle/list-order';
import { queryKeys } from './query-keys';

/** The vehicle placed in a list by the list's order, replacing an older copy of itself. */
function withVehicle(list: readonly Vehicle[], vehicle: Vehicle): Vehicle[] {
  const index = list.findIndex((item) => item.id === vehicle.id);
  if (index >= 0) {
    // An older copy never replaces a newer one (a change that raced its own answer).
    if (list[index]!.version > vehicle.version) return [...list];
    const next = [...list];
    next[index] = vehicle;
    return next;
  }
  const at = list.findIndex((item) => compareNewestFirst(vehicle, item) < 0);
  return at < 0 ? [...list, vehicle] : [...list.slice(0, at), vehicle, ...list.slice(at)];
}

/**
 * Puts a vehicle as it now is into every cached vehicle list (a live change, or the answer to
 * this screen's own write), so no list is downloaded again for one vehicle.
 */
export function putVehicleInLists(queryClient: QueryClient, vehicle: Vehicle): void {
  queryClient.setQueriesData<Vehicle[]>({ queryKey: queryKeys.vehicles.all }, (list) =>
    Array.isArray(list) ? withVehicle(list, vehicle) : list,
  );
}

/** Takes a removed vehicle out of every cached vehicle list. */
export function removeVehicleFromLists(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<Vehicle[]>({ queryKey: queryKeys.vehicles.all }, (list) =>
    Array.isArray(list) && list.some((item) => item.id === id)
      ? list.filter((item) => item.id !== id)
      : list,
  );
}
