import type { Vehicle, VehicleRestoreItem } from '@domain/api/vehicles';
import { planVehicleUpdate } from '@domain/vehicle/update';
import { restorePatch } from '@domain/vehicle/undo';
import type { Tx } from '../../db/client';
import { insertActivityEntries } from '../activity/repository';
import type { VehicleChangeContext } from './create-vehicle';
import { lockVehicleRows, updateVehicleRow } from './repository';
import { toVehicle } from '../../db/vehicle-rows';
import { heldRestoreItems } from './held-starts';

export interface RestoreVehiclesProps extends VehicleChangeContext {
  vehicles: readonly VehicleRestoreItem[];
}

/**
 * Undo (domain/vehicle/undo): puts each vehicle back in its workflow at its original start and
 * restores its star, by the same update rule as an edit, in the caller's tenant transaction
 * (rows locked first). Another dealership's ids, and removed vehicles, match nothing; a
 * vehicle already as it was is left alone and not counted.
 */
export async function restoreVehicles(tx: Tx, props: RestoreVehiclesProps): Promise<Vehicle[]> {
  const { dealershipId, now, actor } = props;
  const ids = [...new Set(props.vehicles.map((item) => item.id))];
  const rows = (await lockVehicleRows(tx, dealershipId, ids)).map(toVehicle);
  const items = await heldRestoreItems(tx, dealershipId, props.vehicles, rows);
  const wanted = new Map(items.map((item) => [item.id, item]));
  const restored: Vehicle[] = [];
  for (const before of rows) {
    const plan = planVehicleUpdate(before, restorePatch(wanted.get(before.id)!), now);
    if (Object.keys(plan.changes).length === 0) continue;
    const row = await updateVehicleRow(tx, dealershipId, before.id, before.version, {
      ...plan.changes,
      updatedAt: now,
    });
    if (!row) continue;
    const after = toVehicle(row);
    restored.push(after);
    const entries = plan.entries.map((entry) => ({ ...entry, vehicle: after }));
    await insertActivityEntries(tx, dealershipId, actor, now, entries);
  }
  return restored;
}
