import type { Vehicle, VehicleType } from '@domain/api/vehicles';

/**
 * How a vehicle's workflow flags follow its type, as the server does it: entering Make Ready
 * or Service stamps the time, leaving clears the flag. Used by the in-memory sandbox source.
 */
export function withType(vehicle: Vehicle, type: VehicleType, now: number): Vehicle {
  if (vehicle.type === type) return vehicle;
  return {
    ...vehicle,
    type,
    inMakeReady: type === 'make-ready',
    makeReadyAddedAt: type === 'make-ready' ? now : vehicle.makeReadyAddedAt,
    inService: type === 'service',
    serviceAddedAt: type === 'service' ? now : vehicle.serviceAddedAt,
    customDaysAgo: type === 'service' ? vehicle.customDaysAgo : null,
  };
}
