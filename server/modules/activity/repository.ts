import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  activityActionSchema,
  activityDetailsSchema,
  type ActivityCursor,
  type ActivityDetails,
  type ActivityLog,
  type ActivityQuery,
} from '@domain/api/activity';
import type { ChangeEntry } from '@domain/vehicle/change-entries';
import { vehicleTypeSchema, type Vehicle } from '@domain/api/vehicles';
import type { DealershipConfig } from '@domain/dealership-config';
import type { Executor } from '../../db/client';
import { writeAtCommit } from '../../db/transactions';
import { unnestSelect } from '../../db/unnest-select';
import { activityLogs } from '../../db/schema';
import { orderedUuid } from '../../lib/ordered-id';
import type { Actor } from '../../plugins/tenant-change';
import { readConfig } from '../config/repository';
import { containsPattern } from '../../db/contains-pattern';

/** One entry to write; `vehicle` is the vehicle as it stood after the change (or before removal). */
export interface ActivityEntry extends ChangeEntry {
  vehicle: Pick<Vehicle, 'id' | 'stockNumber' | 'year' | 'make' | 'model' | 'type' | 'salesperson'>;
}

/** The details column: what the entry adds to its action, or null when nothing. */
function detailsOf({ detailedAction, move, times, edits }: ChangeEntry): ActivityDetails | null {
  const details = {
    ...(detailedAction ? { detailedAction } : {}),
    ...(move ? { move } : {}),
    ...(times?.length ? { times } : {}),
    ...(edits?.length ? { edits } : {}),
  };
  return Object.keys(details).length > 0 ? details : null;
}

type ActivityRow = typeof activityLogs.$inferSelect;

/** The one place an activity row becomes the wire shape. */
export function toActivityLog(row: ActivityRow): ActivityLog {
  const action = activityActionSchema.safeParse(row.action);
  const vehicleType = vehicleTypeSchema.safeParse(row.vehicleType);
  const details = activityDetailsSchema.safeParse(row.additionalInfo ?? undefined);
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
    additionalInfo: details.success && Object.keys(details.data).length > 0 ? details.data : null,
  };
}

// Rows travel as one JSON parameter per statement; chunks bound each statement's size.
const INSERT_CHUNK = 10000;

/**
 * Writes entries with multi-row INSERTs (one JSON parameter per statement). Callers pass their
 * transaction, so an entry exists exactly when its change committed; in a tenant transaction
 * the entries are written with its commit (writeAtCommit, decision 0145), so a change reads
 * the log before it writes to it. Every entry here is a vehicle's: with the dealership's
 * "Vehicle logging" off none is written (decision 0052).
 */
export async function insertActivityEntries(
  tx: Executor,
  dealershipId: string,
  actor: Actor,
  now: number,
  entries: readonly ActivityEntry[],
  options: {
    /** A corrected start time is written even with logging off (issue #26 item 6). */
    evenWithLoggingOff?: boolean;
    /** The configuration as the change read it already in its transaction (else read here). */
    config?: () => DealershipConfig;
  } = {},
): Promise<void> {
  if (entries.length === 0) return;
  if (!options.evenWithLoggingOff) {
    const config = options.config ? options.config() : await readConfig(tx, dealershipId);
    if (!config.features.vehicleLogging) return;
  }
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
    additionalInfo: detailsOf(entry),
  }));
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK);
    await writeAtCommit(
      tx,
      tx.insert(activityLogs).select(unnestSelect(activityLogs, chunk)).getSQL(),
    );
  }
}

/** Whether the dealership records vehicle entries ("Vehicle logging", decision 0052). */
export async function vehicleLoggingOn(tx: Executor, dealershipId: string): Promise<boolean> {
  return (await readConfig(tx, dealershipId)).features.vehicleLogging;
}

/**
 * The entries of vehicles that the statement's CTE `written` just inserted or changed, as one
 * INSERT … SELECT to put in that statement (the import: issue #15 item 3), so thousands of
 * entries neither come back to this process nor travel to the database again. `written` has
 * the stored vehicle's id, stock_number, year, make, model, type, salesperson and is_new
 * (inserted: 'added', else 'updated'); every entry carries `detailedAction`. Entry ids are
 * made here, time-ordered as insertActivityEntries makes them: `count` of them, one per
 * possible row. The caller checks vehicleLoggingOn first.
 */
export function writtenVehicleEntries(
  written: string,
  dealershipId: string,
  actor: Actor,
  now: number,
  detailedAction: string,
  count: number,
): SQL {
  const ids = Array.from({ length: count }, () => orderedUuid());
  const details = detailsOf({ action: 'updated', detailedAction });
  const into = sql.join(
    [
      activityLogs.dealershipId,
      activityLogs.id,
      activityLogs.vehicleId,
      activityLogs.action,
      activityLogs.stockNumber,
      activityLogs.year,
      activityLogs.make,
      activityLogs.model,
      activityLogs.vehicleType,
      activityLogs.salesperson,
      activityLogs.performedBy,
      activityLogs.performedByRole,
      activityLogs.performedByUserId,
      activityLogs.timestamp,
      activityLogs.additionalInfo,
    ].map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  return sql`insert into ${activityLogs} (${into})
    select ${dealershipId}::uuid, e.id, w.id, case when w.is_new then 'added' else 'updated' end,
      w.stock_number, w.year, w.make, w.model, w.type, coalesce(w.salesperson, ''),
      ${actor.username}, ${actor.role}, ${actor.userId}::uuid, ${now}::bigint,
      ${details === null ? null : JSON.stringify(details)}::jsonb
    from (select *, row_number() over () as n from ${sql.identifier(written)}) as w
    join unnest(${`{${ids.join(',')}}`}::uuid[]) with ordinality as e(id, n) on e.n = w.n`;
}

/** Entries after the cursor's (older; same millisecond: written earlier). */
function olderThan(cursor: ActivityCursor): SQL | undefined {
  return or(
    lt(activityLogs.timestamp, cursor.timestamp),
    and(eq(activityLogs.timestamp, cursor.timestamp), lt(activityLogs.id, cursor.id)),
  );
}

/** One vehicle's entries, newest first, a page after `before`. */
export async function listVehicleHistory(
  tx: Executor,
  dealershipId: string,
  vehicleId: string,
  page: { before?: ActivityCursor; limit: number },
): Promise<ActivityLog[]> {
  const rows = await tx
    .select()
    .from(activityLogs)
    .where(
      and(
        eq(activityLogs.dealershipId, dealershipId),
        eq(activityLogs.vehicleId, vehicleId),
        page.before ? olderThan(page.before) : undefined,
      ),
    )
    .orderBy(desc(activityLogs.timestamp), desc(activityLogs.id))
    .limit(page.limit);
  return rows.map(toActivityLog);
}

/** Every move of one vehicle (few: one per workflow change), for its time per workflow. */
export async function listVehicleMoves(
  tx: Executor,
  dealershipId: string,
  vehicleId: string,
): Promise<ActivityLog[]> {
  const rows = await tx
    .select()
    .from(activityLogs)
    .where(
      and(
        eq(activityLogs.dealershipId, dealershipId),
        eq(activityLogs.vehicleId, vehicleId),
        eq(activityLogs.action, 'workflow_changed'),
      ),
    );
  return rows.map(toActivityLog);
}

/** The dealership's entries, newest first, with the query's filters. */
export async function listActivity(
  tx: Executor,
  dealershipId: string,
  query: Omit<ActivityQuery, 'limit'> & { limit: number },
): Promise<ActivityLog[]> {
  const filters: (SQL | undefined)[] = [eq(activityLogs.dealershipId, dealershipId)];
  if (query.before) filters.push(olderThan(query.before));
  if (query.since !== undefined) filters.push(gte(activityLogs.timestamp, query.since));
  if (query.action) filters.push(eq(activityLogs.action, query.action));
  if (query.type) filters.push(eq(activityLogs.vehicleType, query.type));
  // Every word must appear somewhere in the entry (what it says, the vehicle, who did it).
  for (const term of (query.q ?? '').split(/\s+/).filter(Boolean)) {
    const pattern = containsPattern(term);
    filters.push(
      or(
        ...[
          activityLogs.stockNumber,
          activityLogs.make,
          activityLogs.model,
          activityLogs.performedBy,
          activityLogs.performedByRole,
          activityLogs.salesperson,
          activityLogs.action,
          sql`${activityLogs.additionalInfo}->>'detailedAction'`,
          sql`${activityLogs.year}::text`,
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
