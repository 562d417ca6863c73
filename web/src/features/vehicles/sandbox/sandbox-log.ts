import type { ActivityCursor, ActivityLog } from '@domain/api/activity';
import type { VehicleHistory } from '@domain/api/activity-endpoints';
import type { Vehicle } from '@domain/api/vehicles';
import type { ChangeEntry } from '@domain/vehicle/change-entries';
import { moveOf, timeInWorkflows } from '@domain/vehicle/history';

/** Who the sandbox's visitor is in its log (it acts as an admin). */
export const SANDBOX_ACTOR = { username: 'sandbox', role: 'admin' } as const;

const isOlder = (entry: ActivityLog, cursor: ActivityCursor) =>
  entry.timestamp < cursor.timestamp ||
  (entry.timestamp === cursor.timestamp && entry.id < cursor.id);

/**
 * The sandbox's activity log, in memory: the same entries the server writes for a change
 * (domain/vehicle/change-entries, batch), so the record's history and time per workflow read
 * the same as on the server. Ids are time-ordered like the server's.
 */
export function createSandboxLog() {
  let entries: ActivityLog[] = [];
  let sequence = 0;
  const vehicleOf = new Map<string, string>();

  const write = (vehicle: Vehicle, change: ChangeEntry, at: number) => {
    sequence += 1;
    const id = `00000000-0000-7000-8000-${sequence.toString(16).padStart(12, '0')}`;
    vehicleOf.set(id, vehicle.id);
    const details = {
      ...(change.detailedAction ? { detailedAction: change.detailedAction } : {}),
      ...(change.move ? { move: change.move } : {}),
      ...(change.times?.length ? { times: change.times } : {}),
      ...(change.edits?.length ? { edits: change.edits } : {}),
    };
    entries = [
      {
        id,
        action: change.action,
        stockNumber: vehicle.stockNumber,
        year: vehicle.year,
        make: vehicle.make,
        model: vehicle.model,
        vehicleType: vehicle.type,
        performedBy: SANDBOX_ACTOR.username,
        performedByRole: SANDBOX_ACTOR.role,
        timestamp: at,
        salesperson: vehicle.salesperson,
        additionalInfo: Object.keys(details).length > 0 ? details : null,
      },
      ...entries,
    ];
  };

  return {
    write,
    reset() {
      entries = [];
      vehicleOf.clear();
    },
    /** One vehicle's page, newest first, and its time per workflow. */
    history(
      vehicle: Vehicle,
      page: { before?: ActivityCursor; limit: number },
      now: number,
    ): VehicleHistory {
      const own = entries.filter((e) => vehicleOf.get(e.id) === vehicle.id);
      const after = page.before ? own.filter((e) => isOlder(e, page.before!)) : own;
      const moves = own.flatMap((e) => moveOf(e) ?? []);
      return {
        entries: after.slice(0, page.limit),
        hasMore: after.length > page.limit,
        timeInWorkflow: timeInWorkflows(vehicle, moves, now),
      };
    },
    /** The dealership-wide list (filters applied by the caller). */
    all: () => entries,
  };
}
