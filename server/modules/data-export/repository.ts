import { and, asc, count, desc, eq, lt, or } from 'drizzle-orm';
import type { User } from '@domain/api/users';
import type { Vehicle } from '@domain/api/vehicles';
import type { Executor } from '../../db/client';
import { activityLogs, dealerships, users, vehicles } from '../../db/schema';
import { toVehicle } from '../../db/vehicle-rows';

export type ActivityRow = typeof activityLogs.$inferSelect;
export type DealershipRow = typeof dealerships.$inferSelect;

/** The dealership's registry row, or null. */
export async function findDealershipRow(
  tx: Executor,
  dealershipId: string,
): Promise<DealershipRow | null> {
  const [row] = await tx
    .select()
    .from(dealerships)
    .where(eq(dealerships.id, dealershipId))
    .limit(1);
  return row ?? null;
}

/** How many vehicles, users and activity entries the dealership holds (for the README). */
export async function countDealershipRows(tx: Executor, dealershipId: string) {
  const countOf = async (table: typeof vehicles | typeof users | typeof activityLogs) => {
    const [row] = await tx
      .select({ n: count() })
      .from(table)
      .where(eq(table.dealershipId, dealershipId));
    return Number(row?.n ?? 0);
  };
  return {
    vehicles: await countOf(vehicles),
    users: await countOf(users),
    activity: await countOf(activityLogs),
  };
}

/** Every vehicle of the dealership, by stock number. */
export async function listAllVehicles(tx: Executor, dealershipId: string): Promise<Vehicle[]> {
  const rows = await tx
    .select()
    .from(vehicles)
    .where(eq(vehicles.dealershipId, dealershipId))
    .orderBy(asc(vehicles.stockNumber));
  return rows.map(toVehicle);
}

/** A staff account as the archive holds it: the wire fields and preferences, never the hash. */
export type ExportedUser = User & { preferences: Record<string, unknown> };

/** Every user of the dealership, by username, without password hashes. */
export async function listExportedUsers(
  tx: Executor,
  dealershipId: string,
): Promise<ExportedUser[]> {
  const rows = await tx
    .select({
      id: users.id,
      username: users.username,
      fullName: users.fullName,
      email: users.email,
      role: users.role,
      disabled: users.disabled,
      preferences: users.preferences,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.dealershipId, dealershipId))
    .orderBy(asc(users.username));
  return rows;
}

/** Where a page of the activity log ended: the last entry's time and id. */
export interface ActivityCursor {
  timestamp: number;
  id: string;
}

/**
 * One page of the activity log, newest first, after `cursor` (keyset paging: each page is a
 * short query of its own, so a slow download never holds a transaction open).
 */
export async function activityPage(
  tx: Executor,
  dealershipId: string,
  cursor: ActivityCursor | null,
  size: number,
): Promise<ActivityRow[]> {
  const after = cursor
    ? or(
        lt(activityLogs.timestamp, cursor.timestamp),
        and(eq(activityLogs.timestamp, cursor.timestamp), lt(activityLogs.id, cursor.id)),
      )
    : undefined;
  return tx
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.dealershipId, dealershipId), after))
    .orderBy(desc(activityLogs.timestamp), desc(activityLogs.id))
    .limit(size);
}
