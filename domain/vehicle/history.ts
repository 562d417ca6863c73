import { VEHICLE_TYPE_TEXT, type ActivityDetails, type ActivityLog } from '../api/activity';
import { WORKFLOWS } from '../vehicle-status';
import type { Vehicle, VehicleType } from '../api/vehicles';

/** One move between workflows, as the record reads it from the log. */
export interface WorkflowMove {
  timestamp: number;
  from: VehicleType;
  to: VehicleType;
}

const TYPE_BY_TEXT = new Map(
  Object.entries(VEHICLE_TYPE_TEXT).map(([type, text]) => [text, type as VehicleType]),
);

/**
 * The move an entry records: its `move` details, or — for entries written before moves carried
 * them — its 'Moved from Inventory to Make Ready' text (domain/vehicle/workflow moveText).
 */
export function moveOf(
  entry: Pick<ActivityLog, 'action' | 'timestamp'> & { additionalInfo: ActivityDetails | null },
): WorkflowMove | null {
  if (entry.action !== 'workflow_changed') return null;
  const details = entry.additionalInfo;
  if (details?.move) return { timestamp: entry.timestamp, ...details.move };
  const match = /^Moved from (.+) to (.+)$/.exec(details?.detailedAction ?? '');
  const from = match ? TYPE_BY_TEXT.get(match[1] ?? '') : undefined;
  const to = match ? TYPE_BY_TEXT.get(match[2] ?? '') : undefined;
  return from && to ? { timestamp: entry.timestamp, from, to } : null;
}

export type TimeInWorkflows = Record<VehicleType, number>;

type HistoryVehicle = Pick<
  Vehicle,
  'type' | 'checkInTime' | 'createdAt' | 'makeReadyAddedAt' | 'serviceAddedAt'
>;

/**
 * How long a vehicle has spent in each workflow, in ms (decision 0050): from when it came into
 * stock, the time between its moves is counted to the workflow it was in; the current stay
 * runs to `now` and starts at the later of its last move and its recorded start (a start set
 * by hand or restored by an undo counts, but never reaches back over a move).
 */
export function timeInWorkflows(
  vehicle: HistoryVehicle,
  moves: readonly WorkflowMove[],
  now: number,
): TimeInWorkflows {
  const totals = Object.fromEntries(WORKFLOWS.map((w) => [w, 0])) as TimeInWorkflows;
  const ordered = [...moves].sort((a, b) => a.timestamp - b.timestamp);
  let current = ordered[0]?.from ?? vehicle.type;
  let since = Math.min(vehicle.checkInTime, vehicle.createdAt, ordered[0]?.timestamp ?? now);
  for (const move of ordered) {
    totals[current] += Math.max(0, move.timestamp - since);
    current = move.to;
    since = move.timestamp;
  }
  const recordedStart =
    current === 'make-ready'
      ? vehicle.makeReadyAddedAt
      : current === 'service'
        ? vehicle.serviceAddedAt
        : null;
  if (current === vehicle.type && recordedStart !== null && ordered.length > 0) {
    since = Math.max(since, recordedStart);
  } else if (current === vehicle.type && recordedStart !== null) {
    since = recordedStart;
  }
  totals[current] += Math.max(0, now - since);
  return totals;
}
