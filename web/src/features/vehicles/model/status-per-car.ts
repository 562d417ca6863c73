import type { Vehicle } from '@domain/api/vehicles';
import type { DisplayStatus } from '@domain/vehicle-status';

/**
 * A board's status rule, kept per car object and minute: a live change replaces only the
 * changed car's object in the cached list, so a move elsewhere derives one status, not the
 * board's thousands twice over (its chips and its columns count them all). Business time costs
 * Intl calls per car; issue #26 wants a move on an open board within 150 ms.
 */
export function statusPerCar(
  derive: (vehicle: Vehicle, now: number) => DisplayStatus,
): (vehicle: Vehicle, now: number) => DisplayStatus {
  const known = new WeakMap<Vehicle, { now: number; status: DisplayStatus }>();
  return (vehicle, now) => {
    const hit = known.get(vehicle);
    if (hit?.now === now) return hit.status;
    const status = derive(vehicle, now);
    known.set(vehicle, { now, status });
    return status;
  };
}
