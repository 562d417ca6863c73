import type { Vehicle, VehicleCreate } from '@domain/api/vehicles';
import type { Tx } from '../../db/client';
import { conflict } from '../../lib/http-error';
import { insertActivityEntries, type Actor } from '../activity/repository';
import { insertVehicleRow, toVehicle } from './repository';
import { assertYear, newVehicleRow } from './workflow';

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

/** 'Stock number X already exists' — the 409 of a duplicate (names the field stockNumber). */
export function duplicateStockNumber(stockNumber: string) {
  return conflict(`Stock number ${stockNumber} already exists`, 'stockNumber');
}

/**
 * Adds one vehicle and its 'added' activity entry in the caller's tenant transaction. Its
 * workflow flags follow its type; the year may be at most the current year + 2 (400) and a
 * stock number already used in the dealership is a 409.
 */
export async function createVehicle(tx: Tx, props: CreateVehicleProps): Promise<Vehicle> {
  const { input, dealershipId, now } = props;
  assertYear(input.year, now);
  const row = await insertVehicleRow(tx, newVehicleRow(dealershipId, input, now));
  if (!row) throw duplicateStockNumber(input.stockNumber);
  const vehicle = toVehicle(row);
  await insertActivityEntries(tx, dealershipId, props.actor, now, [
    { action: 'added', vehicle, detailedAction: props.detailedAction },
  ]);
  return vehicle;
}
