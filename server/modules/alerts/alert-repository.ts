import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Alert, CarTaker } from '@domain/api/alerts';
import type { Executor } from '../../db/client';
import { alerts, users, vehicles } from '../../db/schema';
import { notFound } from '../../lib/http-error';

/** The bell lists this many of a person's newest alerts. */
const ALERT_LIST_LIMIT = 50;

export const ALERT_NOT_FOUND_MESSAGE = 'No such alert';

const alertColumns = {
  id: alerts.id,
  vehicleId: alerts.vehicleId,
  trigger: alerts.trigger,
  level: alerts.level,
  text: alerts.text,
  raisedAt: alerts.raisedAt,
  readAt: alerts.readAt,
  acknowledgedAt: alerts.acknowledgedAt,
  takerId: users.id,
  takerName: users.fullName,
};

interface AlertRow extends Omit<Alert, 'acknowledgedBy'> {
  takerId: string | null;
  takerName: string | null;
}

function toAlert({ takerId, takerName, ...row }: AlertRow): Alert {
  return {
    ...row,
    acknowledgedBy:
      takerId !== null && takerName !== null ? { id: takerId, name: takerName } : null,
  };
}

function selectAlerts(tx: Executor) {
  return tx
    .select(alertColumns)
    .from(alerts)
    .leftJoin(
      users,
      and(eq(users.dealershipId, alerts.dealershipId), eq(users.id, alerts.acknowledgedBy)),
    )
    .$dynamic();
}

/** A person's newest alerts, and how many of theirs are unread. */
export async function listMyAlerts(tx: Executor, dealershipId: string, userId: string) {
  const rows = await selectAlerts(tx)
    .where(and(eq(alerts.dealershipId, dealershipId), eq(alerts.userId, userId)))
    .orderBy(desc(alerts.createdAt), desc(alerts.raisedAt))
    .limit(ALERT_LIST_LIMIT);
  return { alerts: rows.map(toAlert), unread: await countUnread(tx, dealershipId, userId) };
}

export async function countUnread(tx: Executor, dealershipId: string, userId: string) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(alerts)
    .where(
      and(eq(alerts.dealershipId, dealershipId), eq(alerts.userId, userId), isNull(alerts.readAt)),
    );
  return row?.count ?? 0;
}

/**
 * "I'm on it", or opening the alert: reads it, and acknowledges its stay's trigger for every
 * person it went to, so the ladder stops (domain/alerts/due-alerts) and the car shows who
 * took it. The first to take it stays its taker. Someone else's alert is not found. Returns
 * the alert, the people whose alerts changed (their bells), and whether the car was newly taken.
 */
export async function acknowledgeAlert(
  tx: Executor,
  dealershipId: string,
  userId: string,
  alertId: string,
  now: number,
): Promise<{ alert: Alert; changedFor: string[]; taken: boolean }> {
  const [mine] = await tx
    .update(alerts)
    .set({ readAt: sql`coalesce(${alerts.readAt}, ${now})` })
    .where(
      and(eq(alerts.dealershipId, dealershipId), eq(alerts.id, alertId), eq(alerts.userId, userId)),
    )
    .returning();
  if (!mine) throw notFound(ALERT_NOT_FOUND_MESSAGE);
  const acknowledged = await tx
    .update(alerts)
    .set({ acknowledgedBy: userId, acknowledgedAt: now })
    .where(
      and(
        eq(alerts.dealershipId, dealershipId),
        eq(alerts.vehicleId, mine.vehicleId),
        mine.stepId === null ? isNull(alerts.stepId) : eq(alerts.stepId, mine.stepId),
        mine.stayEnteredAt === null
          ? isNull(alerts.stayEnteredAt)
          : eq(alerts.stayEnteredAt, mine.stayEnteredAt),
        eq(alerts.trigger, mine.trigger),
        isNull(alerts.acknowledgedAt),
      ),
    )
    .returning({ userId: alerts.userId });
  const [row] = await selectAlerts(tx).where(
    and(eq(alerts.dealershipId, dealershipId), eq(alerts.id, alertId)),
  );
  if (!row) throw notFound(ALERT_NOT_FOUND_MESSAGE);
  return {
    alert: toAlert(row),
    changedFor: [userId, ...acknowledged.map((told) => told.userId)],
    taken: acknowledged.length > 0,
  };
}

/** Who took each car in its current stay: the first acknowledgement of the stay's alerts. */
export async function listCarTakers(tx: Executor, dealershipId: string): Promise<CarTaker[]> {
  const rows = await tx
    .select({
      vehicleId: alerts.vehicleId,
      userId: users.id,
      name: users.fullName,
      at: alerts.acknowledgedAt,
    })
    .from(alerts)
    .innerJoin(
      vehicles,
      and(
        eq(vehicles.dealershipId, alerts.dealershipId),
        eq(vehicles.id, alerts.vehicleId),
        eq(vehicles.stepId, alerts.stepId),
        eq(vehicles.stepEnteredAt, alerts.stayEnteredAt),
      ),
    )
    .innerJoin(
      users,
      and(eq(users.dealershipId, alerts.dealershipId), eq(users.id, alerts.acknowledgedBy)),
    )
    .where(and(eq(alerts.dealershipId, dealershipId), isNotNull(alerts.acknowledgedAt)));
  const first = new Map<string, CarTaker>();
  for (const row of rows) {
    if (row.at === null) continue;
    const known = first.get(row.vehicleId);
    if (!known || row.at < known.at) first.set(row.vehicleId, { ...row, at: row.at });
  }
  return [...first.values()];
}

/** The ids among `ids` of the dealership's managers and admins who may be on call. */
export async function managerIds(tx: Executor, dealershipId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.dealershipId, dealershipId),
        inArray(users.id, [...ids]),
        inArray(users.role, ['manager', 'admin']),
        eq(users.disabled, false),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
