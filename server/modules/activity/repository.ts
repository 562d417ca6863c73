import { and, desc, eq, gte, ilike, or, type SQL } from 'drizzle-orm';
import {
  activityActionSchema,
  type ActivityAction,
  type ActivityLog,
  type ActivityQuery,
} from '@domain/api/activity';
import { vehicleTypeSchema, type Vehicle } from '@domain/api/vehicles';
import type { Executor } from '../../db/client';
import { jsonRecordsetSelect } from '../../db/json-recordset';
import { activityLogs } from '../../db/schema';
import { orderedUuid } from '../../lib/ordered-id';
import { containsPattern } from '../vehicles/repository';

/** Who performed a change, as the activity log records it. */
export interface Actor {
  userId: string | null;
  username: string;
  role: string;
}

/** One entry to write; `vehicle` is the vehicle as it stood after the change (or before removal). */
export interface ActivityEntry {
  action: ActivityAction;
  vehicle: Pick<Vehicle, 'id' | 'stockNumber' | 'year' | 'make' | 'model' | 'type' | 'salesperson'>;
  detailedAction?: string;
}

type ActivityRow = typeof activityLogs.$inferSelect;

/** The one place an activity row becomes the wire shape. */
export function toActivityLog(row: ActivityRow): ActivityLog {
  const action = activityActionSchema.safeParse(row.action);
  const vehicleType = vehicleTypeSchema.safeParse(row.vehicleType);
  const detailed = row.additionalInfo?.detailedAction;
  return {
    id: row.id,
    action: action.success ? action.data : 'updated',
    stockNumber: row.stockNumber ?? '',
    year: row.year ?? 0,
    make: row.make ?? '',
    model: row.model ?? '',
    vehicleType: vehicleType.success ? vehicleType.data : 'inventory',
    performedBy: row.performedBy,
    performedByRole: row.performedByRole ?? '',
    timestamp: row.timestamp,
    salesperson: row.salesperson,
    additionalInfo: typeof detailed === 'string' ? { detailedAction: detailed } : null,
  };
}

// Rows travel as one JSON parameter per statement; chunks bound each statement's size.
const INSERT_CHUNK = 1000;

/**
 * Writes entries with multi-row INSERTs (one JSON parameter per statement). Callers pass their transaction, so an entry exists
 * exactly when its change committed.
 */
export async function insertActivityEntries(
  tx: Executor,
  dealershipId: string,
  actor: Actor,
  now: number,
  entries: readonly ActivityEntry[],
): Promise<void> {
  const rows = entries.map((entry) => ({
    // Time-ordered, so entries of the same millisecond list newest first in write order.
    id: orderedUuid(),
    dealershipId,
    vehicleId: entry.vehicle.id,
    action: entry.action,
    stockNumber: entry.vehicle.stockNumber,
    year: entry.vehicle.year,
    make: entry.vehicle.make,
    model: entry.vehicle.model,
    vehicleType: entry.vehicle.type,
    salesperson: entry.vehicle.salesperson,
    performedBy: actor.username,
    performedByRole: actor.role,
    performedByUserId: actor.userId,
    timestamp: now,
    additionalInfo: entry.detailedAction ? { detailedAction: entry.detailedAction } : null,
  }));
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK);
    await tx.insert(activityLogs).select(jsonRecordsetSelect(activityLogs, chunk));
  }
}

/** The dealership's entries, newest first, with the query's filters. */
export async function listActivity(
  tx: Executor,
  dealershipId: string,
  query: Omit<ActivityQuery, 'limit'> & { limit: number },
): Promise<ActivityLog[]> {
  const filters: (SQL | undefined)[] = [eq(activityLogs.dealershipId, dealershipId)];
  if (query.since !== undefined) filters.push(gte(activityLogs.timestamp, query.since));
  if (query.action) filters.push(eq(activityLogs.action, query.action));
  if (query.type) filters.push(eq(activityLogs.vehicleType, query.type));
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      or(
        ...[
          activityLogs.stockNumber,
          activityLogs.make,
          activityLogs.model,
          activityLogs.performedBy,
          activityLogs.salesperson,
        ].map((column) => ilike(column, pattern)),
      ),
    );
  }
  const rows = await tx
    .select()
    .from(activityLogs)
    .where(and(...filters))
    .orderBy(desc(activityLogs.timestamp), desc(activityLogs.id))
    .limit(query.limit);
  return rows.map(toActivityLog);
}
