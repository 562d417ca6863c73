import { describe, expect, it } from 'vitest';
import {
  HEADLINE_MONTHLY_PRICE,
  PLANS,
  READ_ONLY_MESSAGES,
  TRIAL_DAYS,
  extendedTrialEnd,
  formatPrice,
  paidThroughAfterPayment,
  priceOf,
  subscriptionAccess,
  vehiclesFit,
  type Subscription,
} from './plans';
import { DAY_MS } from './time';

const NOW = 1_800_000_000_000;
const base: Subscription = {
  status: 'trialing',
  plan: null,
  billingPeriod: null,
  trialEndsAt: NOW + TRIAL_DAYS * DAY_MS,
  paidThrough: null,
};

describe('the offer (spec 1, 2.6, 9)', () => {
  it('keeps the spec figures: Essentials $59 / $159 / $599, the complete platform from $379', () => {
    expect(PLANS.essentials.prices.map((p) => [p.period, p.price, p.savingsPercent])).toEqual([
      ['monthly', 59, 0],
      ['quarterly', 159, 10],
      ['annual', 599, 15],
    ]);
    expect(HEADLINE_MONTHLY_PRICE).toBe(379);
    expect(TRIAL_DAYS).toBe(7);
    expect(priceOf('complete', 'annual')).toBeNull();
    expect(priceOf('essentials', 'annual')?.price).toBe(599);
  });

  it('makes the complete platform buy what Essentials lacks', () => {
    const essentials = PLANS.essentials.entitlements;
    const complete = PLANS.complete.entitlements;
    expect(essentials).toEqual({
      vehicleLimit: 150,
      customDashboards: false,
      prioritySupport: false,
    });
    expect(complete).toEqual({ vehicleLimit: null, customDashboards: true, prioritySupport: true });
  });

  it.each([
    [0, '$0'],
    [379, '$379'],
    [1299, '$1,299'],
  ])('formats %s as %s', (amount, text) => expect(formatPrice(amount)).toBe(text));
});

describe('subscriptionAccess', () => {
  it.each([
    ['7 days left at the start', base, NOW, 'full', 'trial', 7],
    ['1 day left a minute before the end', base, NOW + 7 * DAY_MS - 60_000, 'full', 'trial', 1],
    ['read-only at the end', base, NOW + 7 * DAY_MS, 'read-only', 'trial-ended', 0],
    ['active', { ...base, status: 'active', plan: 'essentials' }, NOW, 'full', 'active', null],
    [
      'payment due once paid-through passes',
      { ...base, status: 'active', plan: 'essentials', paidThrough: NOW },
      NOW,
      'full',
      'payment-due',
      null,
    ],
    [
      'past due keeps access',
      { ...base, status: 'past_due', plan: 'complete' },
      NOW,
      'full',
      'payment-due',
      null,
    ],
    [
      'cancelled is read-only',
      { ...base, status: 'cancelled', plan: 'complete' },
      NOW,
      'read-only',
      'cancelled',
      null,
    ],
  ] as const)('%s', (_, subscription, now, mode, reason, daysLeft) => {
    const access = subscriptionAccess(subscription, now);
    expect([access.mode, access.reason, access.trialDaysLeft]).toEqual([mode, reason, daysLeft]);
  });

  it('gives a trial the complete platform, and a chosen plan its own entitlements', () => {
    expect(subscriptionAccess(base, NOW).entitlements).toEqual(PLANS.complete.entitlements);
    const essentials = { ...base, status: 'active', plan: 'essentials' } as const;
    expect(subscriptionAccess(essentials, NOW).entitlements).toEqual(PLANS.essentials.entitlements);
  });

  it('says how to get out of read-only', () => {
    expect(READ_ONLY_MESSAGES['trial-ended']).toMatch(
      /view and export.*choose a plan under Billing/,
    );
  });
});

describe('vehiclesFit', () => {
  it.each([
    [149, 1, true],
    [150, 0, true],
    [150, 1, false],
    [140, 18, false],
  ])('%s on record + %s added under Essentials: %s', (current, adding, fits) => {
    expect(vehiclesFit(PLANS.essentials.entitlements, current, adding)).toBe(fits);
  });
  it('has no limit on the complete platform', () => {
    expect(vehiclesFit(PLANS.complete.entitlements, 10_000, 500)).toBe(true);
  });
});

describe('extending a trial and recording a payment', () => {
  it.each([
    ['a running trial, from its end', NOW + DAY_MS, 7, NOW + 8 * DAY_MS],
    ['an ended trial, from now', NOW - DAY_MS, 7, NOW + 7 * DAY_MS],
    ['no trial, from now', null, 3, NOW + 3 * DAY_MS],
  ])('extends %s', (_, endsAt, days, expected) => {
    expect(extendedTrialEnd(endsAt, NOW, days)).toBe(expected);
  });
  it.each([
    ['monthly', null, NOW + 30 * DAY_MS],
    ['quarterly', NOW + 10 * DAY_MS, NOW + 101 * DAY_MS],
    ['annual', NOW - 5 * DAY_MS, NOW + 365 * DAY_MS],
  ] as const)('pays %s from %s', (period, paidThrough, expected) => {
    expect(paidThroughAfterPayment(paidThrough, NOW, period)).toBe(expected);
  });
});
