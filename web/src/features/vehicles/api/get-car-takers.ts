import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { alertApi } from '@domain/api/alert-endpoints';
import type { CarTaker } from '@domain/api/alerts';
import type { Vehicle } from '@domain/api/vehicles';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The takers by car, built once per answer however many tiles ask. */
const byVehicle = new WeakMap<readonly CarTaker[], ReadonlyMap<string, CarTaker>>();
function takerMap(cars: readonly CarTaker[]): ReadonlyMap<string, CarTaker> {
  let map = byVehicle.get(cars);
  if (!map) {
    map = new Map(cars.map((car) => [car.vehicleId, car]));
    byVehicle.set(cars, map);
  }
  return map;
}

/**
 * GET /api/alerts/on-it: who took each car in its current step ("On it: Sam", issue #32), one
 * request for a whole board. Kept current by the live stream's 'on-it' event and by "I'm on it".
 */
function useCarTakers() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.alerts.takers,
    queryFn: ({ signal }) => client.call(alertApi.takers, { signal }),
    select: (data) => takerMap(data.cars),
    staleTime: 30_000,
    retry: false,
  });
}

type TakenCar = Pick<Vehicle, 'id' | 'step'>;

/**
 * Who took `vehicle` in its current step, or null while nobody did. A taker from before the car
 * entered its step (it moved since the list was read) no longer counts.
 */
export function takerOf(
  takers: ReadonlyMap<string, CarTaker> | undefined,
  vehicle: TakenCar,
): CarTaker | null {
  const taker = takers?.get(vehicle.id);
  if (!taker || (vehicle.step && taker.at < vehicle.step.enteredAt)) return null;
  return taker;
}

/** The person who took one car (the record). */
export function useCarTaker(vehicle: TakenCar): CarTaker | null {
  return takerOf(useCarTakers().data, vehicle);
}

/** The name a board's tile shows as "On it: …", or null while nobody took the car. */
export function useTakerNames(): (vehicle: TakenCar) => string | null {
  const takers = useCarTakers().data;
  return useCallback((vehicle) => takerOf(takers, vehicle)?.name ?? null, [takers]);
}
