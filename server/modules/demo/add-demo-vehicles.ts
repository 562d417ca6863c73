import { DEMO_VEHICLE_COUNT } from '@domain/constants';
import { thresholdsFromConfig } from '@domain/dealership-config';
import type { Vehicle } from '@domain/api/vehicles';
import { DEMO_STOCK_PREFIX, buildDemoLot, freeDemoStockNumbers } from '@domain/vehicle/demo-lot';
import type { Tx } from '../../db/client';
import { vehicles } from '../../db/schema';
import { insertActivityEntries } from '../activity/repository';
import { readConfig } from '../config/repository';
import type { VehicleChangeContext } from '../vehicles/create-vehicle';
import { newVehicleRow, stockNumbersWithPrefix } from '../vehicles/repository';
import { toVehicle } from '../../db/vehicle-rows';

export const DEMO_DETAILED_ACTION = 'Added demo vehicle';

/**
 * Adds the 18 demo vehicles (spec 9; domain/vehicle/demo-lot) in the caller's tenant
 * transaction, aged against the dealership's own thresholds so that every status shows, with
 * stock numbers that are free in the dealership, and one 'added' entry per vehicle.
 */
export async function addDemoVehicles(tx: Tx, props: VehicleChangeContext): Promise<Vehicle[]> {
  const { dealershipId, now } = props;
  const config = await readConfig(tx, dealershipId);
  const taken = await stockNumbersWithPrefix(tx, dealershipId, DEMO_STOCK_PREFIX);
  const lot = buildDemoLot({
    now,
    thresholds: thresholdsFromConfig(config),
    stockNumbers: freeDemoStockNumbers(taken, DEMO_VEHICLE_COUNT),
  });
  const rows = lot.map(({ input, times }) => newVehicleRow(dealershipId, input, now, times));
  const added = (await tx.insert(vehicles).values(rows).returning()).map(toVehicle);
  await insertActivityEntries(
    tx,
    dealershipId,
    props.actor,
    now,
    added.map((vehicle) => ({ action: 'added', vehicle, detailedAction: DEMO_DETAILED_ACTION })),
  );
  return added;
}
