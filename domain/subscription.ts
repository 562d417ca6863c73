import {
  BILLING_PERIOD_DAYS,
  PLANS,
  priceOf,
  type BillingPeriod,
  type Entitlements,
  type PlanId,
  type SubscriptionStatus,
} from './plans';
import { DAY_MS } from './time';

/**
 * Where a dealership's subscription stands at a moment, and what that allows (issue #29,
 * docs/decisions/0031 and 0078). One pure table: the server's write guard, the Billing section,
 * the super admin's list and the billing mails all read it, with the time passed in.
 */

/** An invoice is due this many days after it is issued unless it is a renewal (issue #29). */
export const INVOICE_DUE_DAYS = 14;
/** After a paid period ends unpaid, full access lasts this long (the super admin may change it). */
export const DEFAULT_GRACE_DAYS = 7;
export const MAX_GRACE_DAYS = 60;
/** The first trial reminder goes this many days before the trial ends; the second on the day. */
export const TRIAL_REMINDER_DAYS = 2;
/** A read-only notice is sent only this soon after access turned read-only (not for old news). */
const READ_ONLY_NOTICE_WINDOW_MS = 3 * DAY_MS;

/** An invoice sent and not yet paid. Amounts are whole US dollars, as the plans' prices. */
export interface OpenInvoice {
  amount: number;
  issuedAt: number;
  dueAt: number;
  reference: string;
}

export interface Subscription {
  status: SubscriptionStatus;
  plan: PlanId | null;
  billingPeriod: BillingPeriod | null;
  trialEndsAt: number | null;
  /** The end of the paid period (the next billing date); null when not known. */
  paidThrough: number | null;
  invoice: OpenInvoice | null;
  /** When an admin's cancellation takes effect (the end of the paid period); null if none. */
  cancelAt: number | null;
  /** Days of full access after a paid period ends unpaid. */
  graceDays: number;
  /** Stripe renews it (a card subscription); otherwise renewals are invoiced. */
  renewsByCard: boolean;
}

export const SUBSCRIPTION_STATES = [
  'trial',
  'invoice-due',
  'overdue',
  'paid',
  'renewal',
  'grace',
  'cancelled',
  'read-only',
] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const SUBSCRIPTION_STATE_LABELS: Readonly<Record<SubscriptionState, string>> = {
  trial: 'Free trial',
  'invoice-due': 'Invoice due',
  overdue: 'Invoice overdue',
  paid: 'Paid',
  renewal: 'Renewal invoiced',
  grace: 'Grace period',
  cancelled: 'Cancelling',
  'read-only': 'Read-only',
};

export const ACCESS_REASONS = [
  'trial',
  'trial-ended',
  'active',
  'payment-due',
  'invoice-overdue',
  'period-ended',
  'cancelled',
] as const;
export type AccessReason = (typeof ACCESS_REASONS)[number];
export type ReadOnlyReason = Extract<
  AccessReason,
  'trial-ended' | 'invoice-overdue' | 'period-ended' | 'cancelled'
>;

export interface SubscriptionAccess {
  state: SubscriptionState;
  /** Full: everything the plan allows. Read-only: everything visible and exportable, no writes. */
  mode: 'full' | 'read-only';
  reason: AccessReason;
  /** When access turned read-only (the moment the way out has been open since); else null. */
  readOnlySince: number | null;
  /** Whole days left in the trial (rounded up), while trialing. */
  trialDaysLeft: number | null;
  entitlements: Entitlements;
}

/** The answer to a write while read-only (HTTP 402), naming the way out. */
export const READ_ONLY_MESSAGES: Readonly<Record<ReadOnlyReason, string>> = {
  'trial-ended':
    'Your free trial has ended. Everything is still here to view and export; an admin can choose a plan under Billing to make changes again.',
  'invoice-overdue':
    'Your invoice is past its due date. Everything is still here to view and export; changes are possible again once it is paid (see Billing).',
  'period-ended':
    'Your paid period has ended. Everything is still here to view and export; an admin can renew the plan under Billing to make changes again.',
  cancelled:
    'Your subscription is cancelled. Everything is still here to view and export; an admin can choose a plan under Billing to make changes again.',
};

/** The 402 message for a read-only reason; any other reason reads as an ended trial. */
export function readOnlyMessage(reason: AccessReason): string {
  const messages: Partial<Record<AccessReason, string>> = READ_ONLY_MESSAGES;
  return messages[reason] ?? READ_ONLY_MESSAGES['trial-ended'];
}

function trialRunning(s: Subscription, now: number): boolean {
  return s.status === 'trialing' && (s.trialEndsAt === null || now < s.trialEndsAt);
}

/**
 * The state table (issue #29), first match wins:
 * - cancelled by Stripe, or an admin's cancellation past its date: read-only;
 * - a trial running: `trial`, or `invoice-due` when an invoice was asked for (the trial's days
 *   are kept: the paid period starts where the trial ends);
 * - a card subscription Stripe is retrying: `grace` (Stripe's own dunning ends it);
 * - an admin's cancellation not yet in effect: `cancelled`, full access to its date;
 * - a paid period running: `paid`, or `renewal` when the next period is invoiced;
 * - an invoice not yet due: `invoice-due`, full access;
 * - a paid period that ended less than the grace days ago: `grace`, full access;
 * - an invoice past its due date: `overdue`, read-only; else read-only, the period or trial over.
 * A dealership set up by hand (active, no paid-through date) is paid for good.
 */
export function subscriptionAccess(s: Subscription, now: number): SubscriptionAccess {
  const planEntitlements = PLANS[s.plan ?? 'complete'].entitlements;
  const full = (state: SubscriptionState, reason: AccessReason): SubscriptionAccess => ({
    state,
    mode: 'full',
    reason,
    readOnlySince: null,
    trialDaysLeft: null,
    entitlements: planEntitlements,
  });
  const readOnly = (
    state: 'overdue' | 'read-only',
    reason: ReadOnlyReason,
    since: number,
  ): SubscriptionAccess => ({
    state,
    mode: 'read-only',
    reason,
    readOnlySince: since,
    trialDaysLeft: reason === 'trial-ended' ? 0 : null,
    entitlements: reason === 'trial-ended' ? PLANS.complete.entitlements : planEntitlements,
  });

  if (s.status === 'cancelled') return readOnly('read-only', 'cancelled', s.cancelAt ?? now);
  if (s.cancelAt !== null && now >= s.cancelAt)
    return readOnly('read-only', 'cancelled', s.cancelAt);
  if (trialRunning(s, now)) {
    const trialDaysLeft = s.trialEndsAt === null ? null : Math.ceil((s.trialEndsAt - now) / DAY_MS);
    return {
      ...full(s.invoice ? 'invoice-due' : 'trial', 'trial'),
      trialDaysLeft,
      entitlements: PLANS.complete.entitlements,
    };
  }
  if (s.status === 'past_due' && s.renewsByCard) return full('grace', 'payment-due');
  if (s.cancelAt !== null) return full('cancelled', 'active');
  const paidRunning = s.status === 'active' && (s.paidThrough === null || now < s.paidThrough);
  if (paidRunning) return full(s.invoice ? 'renewal' : 'paid', 'active');
  if (s.invoice && now < s.invoice.dueAt) return full('invoice-due', 'payment-due');
  const graceEnds =
    s.status !== 'trialing' && s.paidThrough !== null ? s.paidThrough + s.graceDays * DAY_MS : null;
  if (graceEnds !== null && now < graceEnds) return full('grace', 'payment-due');
  if (s.invoice) {
    return readOnly('overdue', 'invoice-overdue', Math.max(s.invoice.dueAt, graceEnds ?? 0));
  }
  if (graceEnds !== null) return readOnly('read-only', 'period-ended', graceEnds);
  return readOnly('read-only', 'trial-ended', s.trialEndsAt ?? now);
}

/** A trial extended by `days`: from its end, or from now if it has already ended. */
export function extendedTrialEnd(trialEndsAt: number | null, now: number, days: number): number {
  return Math.max(trialEndsAt ?? now, now) + days * DAY_MS;
}

/**
 * Paid up to here after one more period is paid: from the end of the paid period, or of a trial
 * still running (its days are kept), or from now when both have passed.
 */
export function paidThroughAfterPayment(s: Subscription, now: number): number {
  if (!s.billingPeriod) throw new Error('A payment needs a billing period');
  const trialEnd = trialRunning(s, now) ? (s.trialEndsAt ?? now) : now;
  const start = Math.max(s.status === 'active' ? (s.paidThrough ?? now) : now, trialEnd, now);
  return start + BILLING_PERIOD_DAYS[s.billingPeriod] * DAY_MS;
}

/** "LR-ACME-202611271432": the dealership and the minute it was issued (UTC). */
export function invoiceReference(slug: string, issuedAt: number): string {
  const stamp = new Date(issuedAt).toISOString().slice(0, 16).replace(/[-T:]/g, '');
  return `LR-${slug.toUpperCase()}-${stamp}`;
}

/**
 * The invoice for a plan asked for at `now`: due in INVOICE_DUE_DAYS, or by the earlier due date
 * of an invoice already open (asking again never buys more time).
 */
export function invoiceFor(props: {
  plan: PlanId;
  period: BillingPeriod;
  slug: string;
  now: number;
  open: OpenInvoice | null;
}): OpenInvoice {
  const price = priceOf(props.plan, props.period);
  if (!price) throw new Error(`No ${props.period} price for ${props.plan}`);
  const dueAt = props.now + INVOICE_DUE_DAYS * DAY_MS;
  return {
    amount: price.price,
    issuedAt: props.now,
    dueAt: props.open ? Math.min(props.open.dueAt, dueAt) : dueAt,
    reference: invoiceReference(props.slug, props.now),
  };
}

/** Where an admin's cancellation takes effect: the end of the paid period or trial, else now. */
export function cancellationDate(s: Subscription, now: number): number {
  if (trialRunning(s, now)) return s.trialEndsAt ?? now;
  if (s.status === 'active' && s.paidThrough !== null) return Math.max(s.paidThrough, now);
  return now;
}

export type BillingNoticeKind =
  'trial-ends-soon' | 'trial-ends-today' | 'renewal-invoice' | 'read-only';

export interface BillingNotice {
  kind: BillingNoticeKind;
  /** Sent once per key and dealership, across restarts and processes. */
  key: string;
}

/**
 * The time-based billing mails due at `now` (the scheduler's pass): the trial reminders two
 * days before and on the day (not when a plan is already on its way), the renewal invoice of a
 * period paid by invoice INVOICE_DUE_DAYS before it ends, and the notice that access turned
 * read-only.
 */
export function dueBillingNotices(s: Subscription, now: number): BillingNotice[] {
  const notices: BillingNotice[] = [];
  const end = s.trialEndsAt;
  if (trialRunning(s, now) && end !== null && !s.invoice && !s.renewsByCard) {
    if (now >= end - DAY_MS)
      notices.push({ kind: 'trial-ends-today', key: `trial-ends-today:${end}` });
    else if (now >= end - TRIAL_REMINDER_DAYS * DAY_MS)
      notices.push({ kind: 'trial-ends-soon', key: `trial-ends-soon:${end}` });
  }
  if (
    s.status === 'active' &&
    !s.renewsByCard &&
    s.paidThrough !== null &&
    s.cancelAt === null &&
    !s.invoice &&
    s.plan &&
    s.billingPeriod &&
    now >= s.paidThrough - INVOICE_DUE_DAYS * DAY_MS
  ) {
    notices.push({ kind: 'renewal-invoice', key: `renewal-invoice:${s.paidThrough}` });
  }
  const access = subscriptionAccess(s, now);
  if (
    access.mode === 'read-only' &&
    access.readOnlySince !== null &&
    now - access.readOnlySince < READ_ONLY_NOTICE_WINDOW_MS
  ) {
    notices.push({ kind: 'read-only', key: `read-only:${access.reason}:${access.readOnlySince}` });
  }
  return notices;
}

/** The renewal invoice of a period paid by invoice: due the day the period ends. */
export function renewalInvoice(s: Subscription, slug: string, now: number): OpenInvoice | null {
  if (!s.plan || !s.billingPeriod || s.paidThrough === null) return null;
  const price = priceOf(s.plan, s.billingPeriod);
  if (!price) return null;
  return {
    amount: price.price,
    issuedAt: now,
    dueAt: s.paidThrough,
    reference: invoiceReference(slug, now),
  };
}
