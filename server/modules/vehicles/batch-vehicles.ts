import type { Vehicle, VehicleBatchAction, VehicleType } from '@domain/api/vehicles';
import type { Tx } from '../../db/client';
import { insertActivityEntries, type ActivityEntry } from '../activity/repository';
import {
  deleteVehicleRows,
  lockVehicleRows,
  toVehicle,
  updateVehicleRows,
  type NewVehicleRow,
  type VehicleRow,
} from './repository';
import { moveText, workflowColumns } from './workflow';
import type { VehicleChangeContext } from './create-vehicle';

export interface BatchVehiclesProps extends VehicleChangeContext {
  ids: readonly string[];
  action: VehicleBatchAction;
}

const MOVE_TARGET: Partial<Record<VehicleBatchAction, VehicleType>> = {
  'move-make-ready': 'make-ready',
  'move-service': 'service',
  'move-inventory': 'inventory',
};

interface Plan {
  /** Whether the action changes this vehicle at all. */
  applies: (row: VehicleRow) => boolean;
  /** The change, the same for every vehicle it applies to. */
  changes: Partial<NewVehicleRow>;
  entry: (before: VehicleRow) => Omit<ActivityEntry, 'vehicle'>;
}

function planFor(action: Exclude<VehicleBatchAction, 'delete'>, now: number): Plan {
  const target = MOVE_TARGET[action];
  if (target) {
    // Every vehicle that moves enters the target workflow, so the new columns are the same
    // for all, customDaysAgo null included: one entering Service is aged from now, and a
    // leftover value (an import's 0) would otherwise freeze its status (workflowColumns).
    const columns = workflowColumns(target, null, {}, now);
    return {
      applies: (row) => row.type !== target,
      changes: columns,
      entry: (before) => ({
        action: 'workflow_changed',
        detailedAction: moveText(before.type, target),
      }),
    };
  }
  if (action === 'star' || action === 'unstar') {
    const starred = action === 'star';
    return {
      applies: (row) => row.starred !== starred,
      changes: { starred },
      entry: () => ({ action: starred ? 'starred' : 'unstarred' }),
    };
  }
  return {
    applies: (row) => row.flag !== 'sold',
    changes: { flag: 'sold' },
    entry: () => ({ action: 'sold' }),
  };
}

/**
 * Applies one action to many vehicles in the caller's tenant transaction: one locking read,
 * one UPDATE (or DELETE) and one multi-row insert of activity entries, one per changed
 * vehicle. Only the dealership's own vehicles are touched — another dealership's ids match
 * nothing — and vehicles the action would not change (already starred, already there) are
 * left alone and not counted. Every changed vehicle's version goes up.
 */
export async function batchVehicles(tx: Tx, props: BatchVehiclesProps): Promise<Vehicle[]> {
  const { dealershipId, now, action, actor } = props;
  const rows = await lockVehicleRows(tx, dealershipId, [...new Set(props.ids)]);
  if (action === 'delete') {
    const removed = rows.map(toVehicle);
    await deleteVehicleRows(
      tx,
      dealershipId,
      removed.map((vehicle) => vehicle.id),
    );
    const entries = removed.map((vehicle) => ({
      action: 'removed' as const,
      vehicle,
      detailedAction: 'Removed in a batch',
    }));
    await insertActivityEntries(tx, dealershipId, actor, now, entries);
    return removed;
  }
  const plan = planFor(action, now);
  const before = new Map(rows.filter(plan.applies).map((row) => [row.id, row]));
  const updated = await updateVehicleRows(tx, dealershipId, [...before.keys()], {
    ...plan.changes,
    updatedAt: now,
  });
  const affected = updated.map(toVehicle);
  const entries = affected.map((vehicle) => ({ ...plan.entry(before.get(vehicle.id)!), vehicle }));
  await insertActivityEntries(tx, dealershipId, actor, now, entries);
  return affected;
}
