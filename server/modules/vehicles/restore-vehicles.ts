import type { Vehicle, VehicleRestoreItem } from '@domain/api/vehicles';
import { stepGoneOnUndoWarning } from '@domain/vehicle/messages';
import { planVehicleUpdate } from '@domain/vehicle/update';
import { restorePatch } from '@domain/vehicle/undo';
import type { Tx } from '../../db/client';
import { insertActivityEntries } from '../activity/repository';
import { lastStaysByWorkflow } from '../workflows/stays';
import type { VehicleChangeContext } from './create-vehicle';
import { lockVehicleRows, updateVehicleRow, type NewVehicleRow } from './repository';
import { toVehicle } from '../../db/vehicle-rows';
import { heldRestoreItems } from './held-starts';
import { undeleteVehicles } from './trash';

export interface RestoreVehiclesProps extends VehicleChangeContext {
  vehicles: readonly VehicleRestoreItem[];
}

export interface RestoredVehicles {
  restored: Vehicle[];
  /** What could not be put back as it was (a step removed since). */
  warnings: string[];
}

/**
 * Undo (domain/vehicle/undo): puts each vehicle back in its workflow at its original start and
 * restores its star, by the same update rule as an edit, in the caller's tenant transaction
 * (rows locked first), with only clock values the log holds (held-starts.ts). A car goes back
 * into the step it left, as its stays hold it, in that step since it had entered it (never
 * before the restored workflow start; migration 0017 keeps the step). When that step has been
 * removed since, the car enters the workflow's first step as any car does, and a warning says
 * so: its stay is history, not a place to put a car. A deleted vehicle comes back from the
 * trash as it was deleted (trash.ts), whatever the item says. Another dealership's ids match
 * nothing; a vehicle already as it was is left alone and not counted.
 */
export async function restoreVehicles(
  tx: Tx,
  props: RestoreVehiclesProps,
): Promise<RestoredVehicles> {
  const { dealershipId, now, actor } = props;
  const ids = [...new Set(props.vehicles.map((item) => item.id))];
  const rows = (await lockVehicleRows(tx, dealershipId, ids)).map(toVehicle);
  const present = new Set(rows.map((vehicle) => vehicle.id));
  const undeleted = await undeleteVehicles(
    tx,
    props,
    ids.filter((id) => !present.has(id)),
  );
  const items = await heldRestoreItems(tx, dealershipId, props.vehicles, rows);
  const wanted = new Map(items.map((item) => [item.id, item]));
  const entering = rows.filter((vehicle) => {
    const type = wanted.get(vehicle.id)?.type;
    return type !== undefined && type !== 'inventory' && type !== vehicle.type;
  });
  const lastStays = await lastStaysByWorkflow(
    tx,
    dealershipId,
    entering.map((vehicle) => vehicle.id),
  );
  const restored: Vehicle[] = [...undeleted.restored];
  const warnings: string[] = [...undeleted.warnings];
  for (const before of rows) {
    const item = wanted.get(before.id)!;
    const plan = planVehicleUpdate(before, restorePatch(item), now);
    if (Object.keys(plan.changes).length === 0) continue;
    const step: Partial<NewVehicleRow> = {};
    const stay = plan.changes.type ? lastStays.get(`${before.id}:${item.type}`) : undefined;
    if (stay?.archived) warnings.push(stepGoneOnUndoWarning(before.stockNumber, stay.stepName));
    else if (stay) Object.assign(step, { stepId: stay.stepId, stepEnteredAt: stay.enteredAt });
    const row = await updateVehicleRow(tx, dealershipId, before.id, before.version, {
      ...plan.changes,
      ...step,
      updatedAt: now,
    });
    if (!row) continue;
    const after = toVehicle(row);
    restored.push(after);
    const entries = plan.entries.map((entry) => ({ ...entry, vehicle: after }));
    await insertActivityEntries(tx, dealershipId, actor, now, entries);
  }
  return { restored, warnings };
}
