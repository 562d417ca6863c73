import { eq } from 'drizzle-orm';
import type { SubscriptionView } from '@domain/api/billing';
import { subscriptionAccess } from '@domain/subscription';
import type { Tx } from '../../db/client';
import { subscriptionOfRow } from '../../db/records';
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
    | 'invoiceAmount'
    | 'invoiceDueAt'
    | 'invoiceReference'
    | 'cancelAt'
    | 'cancelReason'
    | 'graceDays'
    | 'stripeCustomerId'
    | 'stripeSubscriptionId'
  >
>;

/** The columns of an invoice once it is paid or withdrawn. */
export const NO_OPEN_INVOICE = {
  invoiceRequestedAt: null,
  invoiceAmount: null,
  invoiceDueAt: null,
  invoiceReference: null,
} as const satisfies SubscriptionChange;

/** The Billing section's view of a dealership at `now`. */
export function toSubscriptionView(
  row: DealershipRow,
  now: number,
  cardPayments: boolean,
): SubscriptionView {
  const subscription = subscriptionOfRow(row);
  const access = subscriptionAccess(subscription, now);
  return {
    access: access.mode,
    state: access.state,
    reason: access.reason,
    trialEndsAt: row.trialEndsAt,
    trialDaysLeft: access.trialDaysLeft,
    status: row.subscriptionStatus,
    plan: row.plan,
    billingPeriod: row.billingPeriod,
    paidThrough: row.paidThrough,
    invoiceRequestedAt: row.invoiceRequestedAt,
    invoice: subscription.invoice,
    cancelAt: row.cancelAt,
    cancelReason: row.cancelReason,
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
