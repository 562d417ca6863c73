import type { Vehicle, VehicleBatch, VehicleBatchAction, VehicleType } from '../api/vehicles';
import type { Right } from '../permissions';
import { daysMoved, type ChangeEntry } from './change-entries';
import { moveText, workflowColumns, type WorkflowColumns } from './workflow';

const MOVE_TARGET: Partial<Record<VehicleBatchAction, VehicleType>> = {
  'move-make-ready': 'make-ready',
  'move-service': 'service',
  'move-inventory': 'inventory',
};

/** A batch action other than delete, as one change applied to every vehicle it concerns. */
export interface BatchPlan {
  /** Whether the action changes this vehicle at all (already starred, already there: no). */
  applies: (vehicle: Pick<Vehicle, 'type' | 'starred' | 'flag'>) => boolean;
  /** The change, the same for every vehicle it applies to. */
  changes: Partial<WorkflowColumns> & Partial<Pick<Vehicle, 'starred' | 'flag'>>;
  entry: (before: Pick<Vehicle, 'type' | 'customDaysAgo'>) => ChangeEntry;
}

export const BATCH_REMOVED_DETAILED_ACTION = 'Removed in a batch';

/**
 * The semantics of a batch (spec 1, batch moving): a move puts every vehicle not already
 * there into the target workflow, stamped now (customDaysAgo cleared: one entering Service is
 * aged from now); star and unstar touch only vehicles that differ; mark sold sells the unsold.
 */
export function batchPlan(action: Exclude<VehicleBatchAction, 'delete'>, now: number): BatchPlan {
  const target = MOVE_TARGET[action];
  if (target) {
    return {
      applies: (vehicle) => vehicle.type !== target,
      changes: workflowColumns(target, null, {}, now),
      entry: (before) => ({
        action: 'workflow_changed',
        detailedAction: moveText(before.type, target),
        move: { from: before.type, to: target },
        ...daysMoved(before.customDaysAgo, null),
      }),
    };
  }
  if (action === 'star' || action === 'unstar') {
    const starred = action === 'star';
    return {
      applies: (vehicle) => vehicle.starred !== starred,
      changes: { starred },
      entry: () => ({ action: starred ? 'starred' : 'unstarred' }),
    };
  }
  return {
    applies: (vehicle) => vehicle.flag !== 'sold',
    changes: { flag: 'sold' },
    entry: () => ({ action: 'sold' }),
  };
}

/**
 * The right a batch needs (docs/decisions/0010-batch-rights.md): one vehicle is an ordinary
 * edit or delete (user), several are a bulk edit (manager) or a bulk delete (admin), spec 6.
 */
export function batchRight(batch: Pick<VehicleBatch, 'action' | 'ids'>): Right {
  const bulk = new Set(batch.ids).size > 1;
  if (batch.action === 'delete') return bulk ? 'vehicles.bulkDelete' : 'vehicles.delete';
  return bulk ? 'vehicles.bulkEdit' : 'vehicles.edit';
}
