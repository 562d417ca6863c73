import { desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { dealerships, notificationSettings, users, vehicles } from '../../db/schema';
import type { DealershipSummary, NotificationSettings } from './schemas';
import { toNotificationSettings } from './schemas';
import { subscriptionAccess } from '@domain/subscription';
import { subscriptionOfRow } from '../../db/records';

/** Inactive when switched off, on trial until its trial ends, else active. */
export function dealershipStatus(
  dealership: Pick<typeof dealerships.$inferSelect, 'active' | 'trialEndsAt'>,
  now: number,
): DealershipSummary['status'] {
  if (!dealership.active) return 'inactive';
  return dealership.trialEndsAt !== null && dealership.trialEndsAt > now ? 'trial' : 'active';
}

type DealershipRow = typeof dealerships.$inferSelect;

/**
 * The super admin's one word for a dealership: switched off, read-only (its trial ended without
 * a plan, or cancelled: domain subscriptionAccess), on a running trial, else active.
 */
function summaryStatus(dealership: DealershipRow, now: number): DealershipSummary['status'] {
  if (!dealership.active) return 'inactive';
  const access = subscriptionAccess(subscriptionOfRow(dealership), now);
  if (access.mode === 'read-only') return 'read-only';
  return access.reason === 'trial' ? 'trial' : 'active';
}

/** The super admin's line for a dealership: counts, trial and subscription. */
function toDealershipSummary(
  dealership: DealershipRow,
  counts: { userCount: number; vehicleCount: number },
  now: number,
): DealershipSummary {
  return {
    id: dealership.id,
    name: dealership.name,
    slug: dealership.slug,
    status: summaryStatus(dealership, now),
    userCount: Number(counts.userCount),
    vehicleCount: Number(counts.vehicleCount),
    createdAt: dealership.createdAt,
    trialEndsAt: dealership.trialEndsAt,
    subscriptionStatus: dealership.subscriptionStatus,
    plan: dealership.plan,
    billingPeriod: dealership.billingPeriod,
    paidThrough: dealership.paidThrough,
    invoiceRequestedAt: dealership.invoiceRequestedAt,
    state: subscriptionAccess(subscriptionOfRow(dealership), now).state,
    invoice: subscriptionOfRow(dealership).invoice,
    cancelAt: dealership.cancelAt,
    cancelReason: dealership.cancelReason,
    graceDays: dealership.graceDays,
  };
}

// Qualified by hand: Drizzle leaves columns of a one-table select unqualified, which inside
// these subqueries would bind to the inner table.
const userCount = sql<number>`(select count(*)::int from ${users} u where u.dealership_id = "dealerships"."id")`;
const vehicleCount = sql<number>`(select count(*)::int from ${vehicles} v where v.dealership_id = "dealerships"."id")`;

/**
 * Every dealership with its user and vehicle counts, newest first, in one query. Cross-tenant
 * by nature: run it in `withSystemTransaction`.
 */
export async function listDealershipSummaries(tx: Tx, now: number): Promise<DealershipSummary[]> {
  const rows = await tx
    .select({ dealership: dealerships, userCount, vehicleCount })
    .from(dealerships)
    .orderBy(desc(dealerships.createdAt), dealerships.slug);
  return rows.map(({ dealership, ...counts }) => toDealershipSummary(dealership, counts, now));
}

/** One dealership's summary, or null when there is none with that id. */
export async function findDealershipSummary(
  tx: Tx,
  id: string,
  now: number,
): Promise<DealershipSummary | null> {
  const [row] = await tx
    .select({ dealership: dealerships, userCount, vehicleCount })
    .from(dealerships)
    .where(eq(dealerships.id, id));
  return row ? toDealershipSummary(row.dealership, row, now) : null;
}

/** Activates or deactivates a dealership; false when there is none with that id. */
export async function setDealershipActive(
  tx: Tx,
  id: string,
  active: boolean,
  now: number,
): Promise<boolean> {
  const rows = await tx
    .update(dealerships)
    .set({ active, updatedAt: now })
    .where(eq(dealerships.id, id))
    .returning({ id: dealerships.id });
  return rows.length > 0;
}

/** Whether a dealership has this id (the super admin's 404s). */
export async function dealershipExists(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: dealerships.id })
    .from(dealerships)
    .where(eq(dealerships.id, id))
    .limit(1);
  return rows.length > 0;
}

/** The dealership's notification settings, the defaults when none are stored. */
export async function readNotificationSettings(
  tx: Tx,
  dealershipId: string,
): Promise<NotificationSettings> {
  const [row] = await tx
    .select({ settings: notificationSettings.settings })
    .from(notificationSettings)
    .where(eq(notificationSettings.dealershipId, dealershipId))
    .limit(1);
  return toNotificationSettings(row?.settings);
}

/** Stores the dealership's whole (validated) notification settings. */
export async function writeNotificationSettings(
  tx: Tx,
  dealershipId: string,
  settings: NotificationSettings,
  now: number,
): Promise<void> {
  await tx
    .insert(notificationSettings)
    .values({ dealershipId, settings, updatedAt: now })
    .onConflictDoUpdate({
      target: notificationSettings.dealershipId,
      set: { settings, updatedAt: now },
    });
}
