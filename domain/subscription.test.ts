import { describe, expect, it } from 'vitest';
import { PLANS, TRIAL_DAYS } from './plans';
import {
  DEFAULT_GRACE_DAYS,
  INVOICE_DUE_DAYS,
  READ_ONLY_MESSAGES,
  cancellationDate,
  dueBillingNotices,
  extendedTrialEnd,
  invoiceFor,
  invoiceReference,
  paidThroughAfterPayment,
  readOnlyMessage,
  subscriptionAccess,
  type OpenInvoice,
  type Subscription,
} from './subscription';
import { DAY_MS, MINUTE_MS } from './time';

const NOW = Date.UTC(2026, 10, 27, 12);
const TRIAL_END = NOW + TRIAL_DAYS * DAY_MS;
const trial: Subscription = {
  status: 'trialing',
  plan: null,
  billingPeriod: null,
  trialEndsAt: TRIAL_END,
  paidThrough: null,
  invoice: null,
  cancelAt: null,
  graceDays: DEFAULT_GRACE_DAYS,
  renewsByCard: false,
};
const invoice: OpenInvoice = {
  amount: 599,
  issuedAt: NOW,
  dueAt: NOW + INVOICE_DUE_DAYS * DAY_MS,
  reference: 'LR-ACME-202611271200',
};
const invoicedTrial: Subscription = {
  ...trial,
  plan: 'essentials',
  billingPeriod: 'annual',
  invoice,
};
const PAID_TO = NOW + 30 * DAY_MS;
const paid: Subscription = {
  ...trial,
  status: 'active',
  plan: 'essentials',
  billingPeriod: 'monthly',
  trialEndsAt: NOW - DAY_MS,
  paidThrough: PAID_TO,
};
const renewalInvoice: OpenInvoice = { ...invoice, amount: 59, dueAt: PAID_TO };
const GRACE_END = PAID_TO + DEFAULT_GRACE_DAYS * DAY_MS;

describe('the subscription state table (issue #29)', () => {
  it.each([
    // [what, subscription, now, state, mode, reason, trial days left, read-only since]
    ['a trial at its start', trial, NOW, 'trial', 'full', 'trial', 7, null],
    [
      'a trial a minute before its end',
      trial,
      TRIAL_END - MINUTE_MS,
      'trial',
      'full',
      'trial',
      1,
      null,
    ],
    ['a trial at its end', trial, TRIAL_END, 'read-only', 'read-only', 'trial-ended', 0, TRIAL_END],
    [
      'an invoice asked for in the trial keeps its days',
      invoicedTrial,
      NOW + DAY_MS,
      'invoice-due',
      'full',
      'trial',
      6,
      null,
    ],
    [
      'that invoice after the trial, before its due date',
      invoicedTrial,
      TRIAL_END + DAY_MS,
      'invoice-due',
      'full',
      'payment-due',
      null,
      null,
    ],
    [
      'that invoice a minute before its due date',
      invoicedTrial,
      invoice.dueAt - MINUTE_MS,
      'invoice-due',
      'full',
      'payment-due',
      null,
      null,
    ],
    [
      'that invoice at its due date',
      invoicedTrial,
      invoice.dueAt,
      'overdue',
      'read-only',
      'invoice-overdue',
      null,
      invoice.dueAt,
    ],
    ['a paid period', paid, NOW, 'paid', 'full', 'active', null, null],
    [
      'a paid period with its renewal invoiced',
      { ...paid, invoice: renewalInvoice },
      PAID_TO - DAY_MS,
      'renewal',
      'full',
      'active',
      null,
      null,
    ],
    [
      'the renewal unpaid at the period end',
      { ...paid, invoice: renewalInvoice },
      PAID_TO,
      'grace',
      'full',
      'payment-due',
      null,
      null,
    ],
    [
      'the renewal unpaid past the grace days',
      { ...paid, invoice: renewalInvoice },
      GRACE_END,
      'overdue',
      'read-only',
      'invoice-overdue',
      null,
      GRACE_END,
    ],
    [
      'a period ended, in grace',
      paid,
      GRACE_END - MINUTE_MS,
      'grace',
      'full',
      'payment-due',
      null,
      null,
    ],
    [
      'a period ended, past grace',
      paid,
      GRACE_END,
      'read-only',
      'read-only',
      'period-ended',
      null,
      GRACE_END,
    ],
    [
      'a grace period the super admin set to 0',
      { ...paid, graceDays: 0 },
      PAID_TO,
      'read-only',
      'read-only',
      'period-ended',
      null,
      PAID_TO,
    ],
    [
      'a card Stripe is retrying',
      { ...paid, status: 'past_due', renewsByCard: true },
      GRACE_END + DAY_MS,
      'grace',
      'full',
      'payment-due',
      null,
      null,
    ],
    [
      'a cancellation before its date',
      { ...paid, cancelAt: PAID_TO },
      PAID_TO - MINUTE_MS,
      'cancelled',
      'full',
      'active',
      null,
      null,
    ],
    [
      'a cancellation at its date',
      { ...paid, cancelAt: PAID_TO },
      PAID_TO,
      'read-only',
      'read-only',
      'cancelled',
      null,
      PAID_TO,
    ],
    [
      'cancelled by Stripe',
      { ...paid, status: 'cancelled', renewsByCard: true },
      NOW,
      'read-only',
      'read-only',
      'cancelled',
      null,
      NOW,
    ],
    [
      'set up by hand (no paid-through date)',
      { ...paid, paidThrough: null },
      NOW + 900 * DAY_MS,
      'paid',
      'full',
      'active',
      null,
      null,
    ],
  ] as const)('%s', (_, subscription, now, state, mode, reason, daysLeft, since) => {
    const access = subscriptionAccess(subscription, now);
    expect([
      access.state,
      access.mode,
      access.reason,
      access.trialDaysLeft,
      access.readOnlySince,
    ]).toEqual([state, mode, reason, daysLeft, since]);
  });

  it('gives a trial the complete platform, and a chosen plan its own entitlements', () => {
    expect(subscriptionAccess(invoicedTrial, NOW).entitlements).toEqual(
      PLANS.complete.entitlements,
    );
    expect(subscriptionAccess(paid, NOW).entitlements).toEqual(PLANS.essentials.entitlements);
  });

  it('names the way out of every read-only state', () => {
    for (const message of Object.values(READ_ONLY_MESSAGES)) {
      expect(message).toMatch(/view and export.*Billing/);
    }
    expect(readOnlyMessage('invoice-overdue')).toBe(READ_ONLY_MESSAGES['invoice-overdue']);
    expect(readOnlyMessage('active')).toBe(READ_ONLY_MESSAGES['trial-ended']);
  });
});

describe('invoices, payments and cancellation', () => {
  it('issues an invoice at the plan price, due in 14 days, with a reference', () => {
    expect(
      invoiceFor({ plan: 'essentials', period: 'annual', slug: 'acme', now: NOW, open: null }),
    ).toEqual({
      amount: 599,
      issuedAt: NOW,
      dueAt: NOW + 14 * DAY_MS,
      reference: 'LR-ACME-202611271200',
    });
  });

  it('never moves an open invoice due date later by asking again', () => {
    const later = NOW + 10 * DAY_MS;
    expect(
      invoiceFor({ plan: 'essentials', period: 'monthly', slug: 'acme', now: later, open: invoice })
        .dueAt,
    ).toBe(invoice.dueAt);
  });

  it('makes a reference from the slug and the minute', () => {
    expect(invoiceReference('north-lot', Date.UTC(2026, 0, 2, 3, 4, 59))).toBe(
      'LR-NORTH-LOT-202601020304',
    );
  });

  it.each([
    [
      'in the trial: the period starts where the trial ends',
      invoicedTrial,
      NOW + DAY_MS,
      TRIAL_END + 365 * DAY_MS,
    ],
    [
      'after the trial: from now',
      invoicedTrial,
      TRIAL_END + 2 * DAY_MS,
      TRIAL_END + 2 * DAY_MS + 365 * DAY_MS,
    ],
    ['a renewal: from the end of the paid period', paid, NOW, PAID_TO + 30 * DAY_MS],
    ['a renewal paid late: from now', paid, PAID_TO + 3 * DAY_MS, PAID_TO + 33 * DAY_MS],
  ] as const)('pays %s', (_, subscription, now, expected) => {
    expect(paidThroughAfterPayment(subscription, now)).toBe(expected);
  });

  it.each([
    ['a trial: at its end', trial, NOW, TRIAL_END],
    ['a paid period: at its end', paid, NOW, PAID_TO],
    ['an ended period: now', paid, PAID_TO + DAY_MS, PAID_TO + DAY_MS],
  ] as const)('cancels %s', (_, subscription, now, expected) => {
    expect(cancellationDate(subscription, now)).toBe(expected);
  });

  it.each([
    ['a running trial, from its end', NOW + DAY_MS, 7, NOW + 8 * DAY_MS],
    ['an ended trial, from now', NOW - DAY_MS, 7, NOW + 7 * DAY_MS],
    ['no trial, from now', null, 3, NOW + 3 * DAY_MS],
  ])('extends %s', (_, endsAt, days, expected) => {
    expect(extendedTrialEnd(endsAt, NOW, days)).toBe(expected);
  });
});

describe('the time-based billing mails', () => {
  it.each([
    ['nothing at the trial start', trial, NOW, []],
    [
      'the reminder two days before the end',
      trial,
      TRIAL_END - 2 * DAY_MS,
      [`trial-ends-soon:${TRIAL_END}`],
    ],
    ['the reminder on the day', trial, TRIAL_END - DAY_MS, [`trial-ends-today:${TRIAL_END}`]],
    ['no reminder once an invoice is asked for', invoicedTrial, TRIAL_END - DAY_MS, []],
    [
      'the read-only notice when the trial ends',
      trial,
      TRIAL_END,
      [`read-only:trial-ended:${TRIAL_END}`],
    ],
    ['no notice of old news', trial, TRIAL_END + 3 * DAY_MS, []],
    [
      'the read-only notice when an invoice is overdue',
      invoicedTrial,
      invoice.dueAt,
      [`read-only:invoice-overdue:${invoice.dueAt}`],
    ],
    ['nothing while paid', paid, NOW, []],
    [
      'the renewal invoice 14 days before the period ends',
      paid,
      PAID_TO - 14 * DAY_MS,
      [`renewal-invoice:${PAID_TO}`],
    ],
    ['no renewal invoice for a card', { ...paid, renewsByCard: true }, PAID_TO - DAY_MS, []],
    [
      'no renewal invoice after a cancellation',
      { ...paid, cancelAt: PAID_TO },
      PAID_TO - DAY_MS,
      [],
    ],
  ] as const)('%s', (_, subscription, now, keys) => {
    expect(dueBillingNotices(subscription, now).map((notice) => notice.key)).toEqual(keys);
  });
});
