import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Vehicle } from '@domain/api/vehicles';
import { isOnBoard } from '@domain/vehicle/board-filter';
import { compareNewestFirst } from '@domain/vehicle/list-order';
import { queryKeys, type VehicleFilters } from './query-keys';

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

function withoutVehicle(list: readonly Vehicle[], id: string): readonly Vehicle[] {
  return list.some((item) => item.id === id) ? list.filter((item) => item.id !== id) : list;
}

/** The filters a cached vehicle list was loaded with (queryKeys.vehicles.list). */
function filtersOf(queryKey: QueryKey): VehicleFilters {
  const filters = queryKey[1];
  return typeof filters === 'object' && filters !== null ? filters : {};
}

/**
 * Whether a list holds this vehicle: a workflow's list (a board's) only the vehicles on that
 * board (domain/vehicle/board-filter), so a vehicle moving in appears and one moving out goes.
 */
function belongsIn(filters: VehicleFilters, vehicle: Vehicle): boolean {
  return filters.type === undefined || isOnBoard(vehicle, filters.type);
}

/**
 * Puts a vehicle as it now is into every cached vehicle list it belongs in, and out of those
 * it no longer belongs in (a live change, or the answer to this screen's own write), so no
 * list is downloaded again for one vehicle.
 */
export function putVehicleInLists(queryClient: QueryClient, vehicle: Vehicle): void {
  for (const [queryKey, list] of queryClient.getQueriesData<Vehicle[]>({
    queryKey: queryKeys.vehicles.all,
  })) {
    if (!Array.isArray(list)) continue;
    const next = belongsIn(filtersOf(queryKey), vehicle)
      ? withVehicle(list, vehicle)
      : withoutVehicle(list, vehicle.id);
    if (next !== list) queryClient.setQueryData(queryKey, next);
  }
  // A record read on its own (its vehicle in no cached list) stays current too.
  queryClient.setQueryData<Vehicle>(queryKeys.vehicleRecord(vehicle.id), (record) =>
    record && record.version <= vehicle.version ? vehicle : record,
  );
}

/** Takes a removed vehicle out of every cached vehicle list. */
export function removeVehicleFromLists(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<readonly Vehicle[]>({ queryKey: queryKeys.vehicles.all }, (list) =>
    Array.isArray(list) ? withoutVehicle(list, id) : list,
  );
}
