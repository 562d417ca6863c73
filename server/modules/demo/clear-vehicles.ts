import type { Tx } from '../../db/client';
import { insertActivityEntries } from '../activity/repository';
import { deleteAllVehicleRows } from '../vehicles/repository';
import { toVehicle } from '../../db/vehicle-rows';
import type { VehicleChangeContext } from '../vehicles/create-vehicle';

export const CLEARED_DETAILED_ACTION = 'Cleared all vehicles';

/**
 * Removes every vehicle of the dealership (the System Config "clear all vehicles", spec 2.9)
 * in the caller's tenant transaction, with one 'removed' entry per vehicle so the log still
 * says which vehicles went. Returns the ids of those removed.
 */
export async function clearVehicles(tx: Tx, props: VehicleChangeContext): Promise<string[]> {
  const removed = (await deleteAllVehicleRows(tx, props.dealershipId)).map(toVehicle);
  await insertActivityEntries(
    tx,
    props.dealershipId,
    props.actor,
    props.now,
    removed.map((vehicle) => ({
      action: 'removed',
      vehicle,
      detailedAction: CLEARED_DETAILED_ACTION,
    })),
  );
  return removed.map((vehicle) => vehicle.id);
}
