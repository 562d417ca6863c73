import type { Vehicle, VehicleBatchAction } from '@domain/api/vehicles';
import { BATCH_REMOVED_DETAILED_ACTION, batchPlan } from '@domain/vehicle/batch';
import type { Tx } from '../../db/client';
import { insertActivityEntries } from '../activity/repository';
import type { VehicleChangeContext } from './create-vehicle';
import { deleteVehicleRows, lockVehicleRows, updateVehicleRows } from './repository';
import { toVehicle } from '../../db/vehicle-rows';
import { keepDeletedVehicles } from './trash';

export interface BatchVehiclesProps extends VehicleChangeContext {
  ids: readonly string[];
  action: VehicleBatchAction;
}

/**
 * Applies one action (domain/vehicle/batch) to many vehicles in the caller's tenant
 * transaction: one locking read, one UPDATE (or DELETE) and one multi-row insert of activity
 * entries, one per changed vehicle. Only the dealership's own vehicles are touched — another
 * dealership's ids match nothing — and vehicles the action would not change are left alone
 * and not counted. Every changed vehicle's version goes up.
 */
export async function batchVehicles(tx: Tx, props: BatchVehiclesProps): Promise<Vehicle[]> {
  const { dealershipId, now, action, actor } = props;
  const locked = await lockVehicleRows(tx, dealershipId, [...new Set(props.ids)]);
  const rows = locked.map(toVehicle);
  if (action === 'delete') {
    await keepDeletedVehicles(tx, props, locked);
    await deleteVehicleRows(
      tx,
      dealershipId,
      rows.map((vehicle) => vehicle.id),
    );
    const entries = rows.map((vehicle) => ({
      action: 'removed' as const,
      vehicle,
      detailedAction: BATCH_REMOVED_DETAILED_ACTION,
    }));
    await insertActivityEntries(tx, dealershipId, actor, now, entries);
    return rows;
  }
  const plan = batchPlan(action, now);
  const before = new Map(rows.filter(plan.applies).map((vehicle) => [vehicle.id, vehicle]));
  const updated = await updateVehicleRows(tx, dealershipId, [...before.keys()], {
    ...plan.changes,
    updatedAt: now,
  });
  const affected = updated.map(toVehicle);
  const entries = affected.map((vehicle) => ({ ...plan.entry(before.get(vehicle.id)!), vehicle }));
  await insertActivityEntries(tx, dealershipId, actor, now, entries);
  return affected;
}
