import { z } from 'zod';
import { BILLING_PERIODS, PLAN_IDS, SUBSCRIPTION_STATUSES } from '../plans';
import { ACCESS_REASONS, SUBSCRIPTION_STATES } from '../subscription';

/**
 * Billing contracts (spec 6: admins manage and view billing; decision 0031). The rules they
 * carry — plans, prices, what a state allows — live in domain/plans.ts.
 */

/** What every staff member may know: whether changes are possible, and the trial's days. */
export const billingStatusSchema = z
  .object({
    access: z.enum(['full', 'read-only']),
    state: z.enum(SUBSCRIPTION_STATES),
    reason: z.enum(ACCESS_REASONS),
    trialEndsAt: z.number().nullable(),
    trialDaysLeft: z.number().int().nullable(),
  })
  .meta({ id: 'BillingStatus' });

/** An invoice sent and not yet paid (whole US dollars). */
export const openInvoiceSchema = z
  .object({
    amount: z.number().int(),
    issuedAt: z.number(),
    dueAt: z.number(),
    reference: z.string(),
  })
  .meta({ id: 'OpenInvoice' });

/** The admin's Billing section: plan, state, next date, and how a plan can be paid. */
export const subscriptionSchema = billingStatusSchema
  .extend({
    status: z.enum(SUBSCRIPTION_STATUSES),
    plan: z.enum(PLAN_IDS).nullable(),
    billingPeriod: z.enum(BILLING_PERIODS).nullable(),
    /** The next billing date (paid up to here). */
    paidThrough: z.number().nullable(),
    invoiceRequestedAt: z.number().nullable(),
    invoice: openInvoiceSchema.nullable(),
    /** When the admin's cancellation takes effect, and why it was asked for. */
    cancelAt: z.number().nullable(),
    cancelReason: z.string().nullable(),
    /** Whether card payment (Stripe Checkout) is set up on this server. */
    cardPayments: z.boolean(),
  })
  .meta({ id: 'Subscription' });
export type SubscriptionView = z.infer<typeof subscriptionSchema>;

export const PAYMENT_METHODS = ['card', 'invoice'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const choosePlanSchema = z
  .strictObject({
    plan: z.enum(PLAN_IDS, { error: 'plan must be essentials or complete' }),
    period: z.enum(BILLING_PERIODS, { error: 'period must be monthly, quarterly or annual' }),
    payment: z.enum(PAYMENT_METHODS, { error: 'payment must be card or invoice' }),
  })
  .meta({ id: 'PlanChoice' });
export type PlanChoice = z.infer<typeof choosePlanSchema>;

export const planChosenSchema = z
  .object({
    /** Where to pay by card (Stripe Checkout); null for an invoice. */
    checkoutUrl: z.url().nullable(),
    subscription: subscriptionSchema,
  })
  .meta({ id: 'PlanChosen' });

export const webhookReceivedSchema = z.object({ received: z.literal(true) });

export const MAX_CANCEL_REASON_LENGTH = 1000;

/** POST /api/billing/cancel: effective at the end of the paid period; the reason is required. */
export const cancelSubscriptionSchema = z
  .strictObject({
    reason: z
      .string({ error: 'reason must be text' })
      .trim()
      .min(1, 'Say why you are cancelling')
      .max(
        MAX_CANCEL_REASON_LENGTH,
        `reason must be at most ${MAX_CANCEL_REASON_LENGTH} characters`,
      ),
  })
  .meta({ id: 'CancelSubscription' });
