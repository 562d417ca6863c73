import type { Vehicle, VehicleCreate } from '@domain/api/vehicles';
import { duplicateStockNumberMessage } from '@domain/vehicle/messages';
import type { Tx } from '../../db/client';
import { conflict } from '../../lib/http-error';
import { insertActivityEntries } from '../activity/repository';
import type { Actor } from '../../plugins/tenant-change';
import { insertVehicleRow, newVehicleRow } from './repository';
import { toVehicle } from '../../db/vehicle-rows';

/** Who changes which dealership's vehicles, and when (the app's injected clock). */
export interface VehicleChangeContext {
  dealershipId: string;
  actor: Actor;
  now: number;
}

export interface CreateVehicleProps extends VehicleChangeContext {
  input: VehicleCreate;
  /** The activity entry's detailedAction, e.g. 'Added manually'. */
  detailedAction?: string;
}

/** The 409 of a stock number already in the dealership, naming the field stockNumber. */
export function duplicateStockNumber(stockNumber: string) {
  return conflict(duplicateStockNumberMessage(stockNumber), 'stockNumber');
}

/**
 * Adds one vehicle (domain/vehicle/new-vehicle: the year rule, the workflow it enters) and its
 * 'added' activity entry in the caller's tenant transaction. A stock number already used in
 * the dealership is a 409 naming stockNumber.
 */
export async function createVehicle(tx: Tx, props: CreateVehicleProps): Promise<Vehicle> {
  const { input, dealershipId, now } = props;
  const row = await insertVehicleRow(tx, newVehicleRow(dealershipId, input, now));
  if (!row) throw duplicateStockNumber(input.stockNumber);
  const vehicle = toVehicle(row);
  await insertActivityEntries(tx, dealershipId, props.actor, now, [
    { action: 'added', vehicle, detailedAction: props.detailedAction },
  ]);
  return vehicle;
}
