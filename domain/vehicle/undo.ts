import type { Vehicle, VehicleRestoreItem, VehicleUpdate } from '../api/vehicles';

/**
 * Undo (issue #16.3): what a vehicle must get back after a tile's X, a batch move or a batch
 * star — its workflow with its original start time (and Service days), and its star. Taken
 * from the vehicle as it stood before the change.
 */
export function restoreOf(vehicle: Vehicle): VehicleRestoreItem {
  return {
    id: vehicle.id,
    type: vehicle.type,
    starred: vehicle.starred,
    makeReadyAddedAt: vehicle.makeReadyAddedAt,
    serviceAddedAt: vehicle.serviceAddedAt,
    customDaysAgo: vehicle.customDaysAgo,
  };
}

/**
 * The change that puts a vehicle back (domain/vehicle/update applies it): re-entering its
 * workflow at the original start rather than now. Times of other workflows are left out, as
 * the workflow rule refuses them.
 */
export function restorePatch(item: VehicleRestoreItem): Omit<VehicleUpdate, 'version'> {
  return {
    type: item.type,
    starred: item.starred,
    ...(item.type === 'make-ready' && item.makeReadyAddedAt !== null
      ? { makeReadyAddedAt: item.makeReadyAddedAt }
      : {}),
    ...(item.type === 'service' && item.serviceAddedAt !== null
      ? { serviceAddedAt: item.serviceAddedAt, customDaysAgo: item.customDaysAgo }
      : {}),
  };
}

/** How long a deleted vehicle can still be put back by an undo (decision 0105). */
export const DELETED_VEHICLE_KEPT_DAYS = 30;

/** The activity entry ('added') of a vehicle an undo put back after its delete. */
export const RESTORED_AFTER_DELETE_ACTION = 'Restored after delete';
