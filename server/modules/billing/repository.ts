import { eq } from 'drizzle-orm';
import type { SubscriptionView } from '@domain/api/billing';
import { subscriptionAccess, type Subscription } from '@domain/plans';
import type { Tx } from '../../db/client';
import { dealerships } from '../../db/schema';

export type DealershipRow = typeof dealerships.$inferSelect;
export type SubscriptionChange = Partial<
  Pick<
    DealershipRow,
    | 'subscriptionStatus'
    | 'plan'
    | 'billingPeriod'
    | 'trialEndsAt'
    | 'paidThrough'
    | 'invoiceRequestedAt'
    | 'stripeCustomerId'
    | 'stripeSubscriptionId'
  >
>;

export function subscriptionOf(row: DealershipRow): Subscription {
  return {
    status: row.subscriptionStatus,
    plan: row.plan,
    billingPeriod: row.billingPeriod,
    trialEndsAt: row.trialEndsAt,
    paidThrough: row.paidThrough,
  };
}

/** The Billing section's view of a dealership at `now`. */
export function toSubscriptionView(
  row: DealershipRow,
  now: number,
  cardPayments: boolean,
): SubscriptionView {
  const subscription = subscriptionOf(row);
  const access = subscriptionAccess(subscription, now);
  return {
    access: access.mode,
    reason: access.reason,
    trialEndsAt: row.trialEndsAt,
    trialDaysLeft: access.trialDaysLeft,
    status: row.subscriptionStatus,
    plan: row.plan,
    billingPeriod: row.billingPeriod,
    paidThrough: row.paidThrough,
    invoiceRequestedAt: row.invoiceRequestedAt,
    cardPayments,
  };
}

export async function findDealershipRow(tx: Tx, id: string): Promise<DealershipRow | null> {
  const [row] = await tx.select().from(dealerships).where(eq(dealerships.id, id));
  return row ?? null;
}

export async function findDealershipBySubscription(
  tx: Tx,
  stripeSubscriptionId: string,
): Promise<DealershipRow | null> {
  const [row] = await tx
    .select()
    .from(dealerships)
    .where(eq(dealerships.stripeSubscriptionId, stripeSubscriptionId));
  return row ?? null;
}

/**
 * Writes a subscription change. The dealerships row is the tenant registry (no row-level
 * security; lotready_app may only read it), so run it in `withSystemTransaction`. Its update
 * trigger bumps the access version, so every process re-reads the tenant on its next request.
 */
export async function updateSubscription(
  tx: Tx,
  id: string,
  change: SubscriptionChange,
  now: number,
): Promise<DealershipRow | null> {
  const [row] = await tx
    .update(dealerships)
    .set({ ...change, updatedAt: now })
    .where(eq(dealerships.id, id))
    .returning();
  return row ?? null;
}
