import type { Vehicle } from '@domain/api/vehicles';
import { VEHICLE_NOT_FOUND_MESSAGE } from '@domain/vehicle/messages';
import type { Tx } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { insertActivityEntries } from '../activity/repository';
import type { VehicleChangeContext } from './create-vehicle';
import { deleteVehicleRows } from './repository';
import { findVehicleRow, toVehicle } from '../../db/vehicle-rows';
import { StaleVehicleError } from './update-vehicle';
import { keepDeletedVehicles } from './trash';

export interface DeleteVehicleProps extends VehicleChangeContext {
  id: string;
  /** From If-Match: when given, deleting a newer version than the client saw is a 409. */
  expectedVersion?: number;
}

/**
 * Removes a vehicle and writes its 'removed' entry in the caller's tenant transaction, keeping
 * it for an undo (trash.ts).
 */
export async function deleteVehicle(tx: Tx, props: DeleteVehicleProps): Promise<Vehicle> {
  const row = await findVehicleRow(tx, props.dealershipId, props.id, { forUpdate: true });
  if (!row) throw notFound(VEHICLE_NOT_FOUND_MESSAGE);
  const vehicle = toVehicle(row);
  if (props.expectedVersion !== undefined && props.expectedVersion !== row.version) {
    throw new StaleVehicleError(vehicle);
  }
  await keepDeletedVehicles(tx, props, [row]);
  await deleteVehicleRows(tx, props.dealershipId, [props.id]);
  await insertActivityEntries(tx, props.dealershipId, props.actor, props.now, [
    { action: 'removed', vehicle },
  ]);
  return vehicle;
}
