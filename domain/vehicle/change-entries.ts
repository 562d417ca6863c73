import type {
  ActivityAction,
  ActivityDetails,
  ActivityFieldEdit,
  ActivityTimeChange,
} from '../api/activity';
import type { Vehicle } from '../api/vehicles';
import { describeField, VEHICLE_FIELD_KEYS, type VehicleFieldKey } from './fields';
import { moveText } from './workflow';

/** One activity entry a change makes; the writer adds who, when and the vehicle. */
export interface ChangeEntry {
  action: ActivityAction;
  detailedAction?: string;
  /** A move's workflows (decision 0050: the record sums time per workflow from these). */
  move?: ActivityDetails['move'];
  /** Workflow start times set by hand: the old and the new. */
  times?: ActivityTimeChange[];
  /** The other fields edited by hand: the old and the new value (issue #28 item 6). */
  edits?: ActivityFieldEdit[];
}

/** The fields whose own edit is logged as "Updated …" (type, star and sold have entries of their own). */
const UPDATE_TEXT_FIELDS = VEHICLE_FIELD_KEYS.filter(
  (key) => !['type', 'starred', 'flag'].includes(key),
);

const isStart = (key: VehicleFieldKey) => key === 'makeReadyAddedAt' || key === 'serviceAddedAt';

/**
 * The days in Service a move clears (or brings): kept in its entry, as an undo may put back
 * only days the log holds (issue #26 item 6).
 */
export function daysMoved(from: number | null, to: number | null): Pick<ChangeEntry, 'edits'> {
  return from === to ? {} : { edits: [{ field: 'customDaysAgo', from, to }] };
}

/**
 * The activity entries of a change from `before` to `after`, one per kind of change in a fixed
 * order: the move, the sale, the star, then "Updated notes, mileage" for plain edits. Moving
 * stamps the workflow times itself, so only a time set by hand on a vehicle that stays is an
 * edit of its own; leaving Service clears its days, which is no edit either.
 */
export function changeEntries(before: Vehicle, after: Vehicle): ChangeEntry[] {
  const entries: ChangeEntry[] = [];
  const moved = before.type !== after.type;
  if (moved) {
    entries.push({
      action: 'workflow_changed',
      detailedAction: moveText(before.type, after.type),
      move: { from: before.type, to: after.type },
      ...daysMoved(before.customDaysAgo, after.customDaysAgo),
    });
  }
  if (before.flag !== after.flag && after.flag === 'sold') entries.push({ action: 'sold' });
  if (before.starred !== after.starred) {
    entries.push({ action: after.starred ? 'starred' : 'unstarred' });
  }
  const editedKeys = UPDATE_TEXT_FIELDS.filter(
    (key) => before[key] !== after[key] && !(moved && (isStart(key) || key === 'customDaysAgo')),
  );
  const edits = editedKeys.map((key) => describeField(key).activityText);
  // Start times have entries of their own (`times`); every other edit keeps its old value.
  const fieldEdits: ActivityFieldEdit[] = editedKeys
    .filter((key) => !isStart(key))
    .map((key) => ({ field: key, from: before[key] ?? null, to: after[key] ?? null }));
  if (before.flag !== after.flag && after.flag === 'active') edits.unshift('marked active');
  const times = moved
    ? []
    : (['makeReadyAddedAt', 'serviceAddedAt'] as const)
        .filter((field) => before[field] !== after[field])
        .map((field) => ({ field, from: before[field], to: after[field] }));
  if (edits.length > 0) {
    entries.push({
      action: 'updated',
      detailedAction: `Updated ${edits.join(', ')}`,
      ...(times.length > 0 ? { times } : {}),
      ...(fieldEdits.length > 0 ? { edits: fieldEdits } : {}),
    });
  }
  return entries;
}
