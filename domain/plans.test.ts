import { describe, expect, it } from 'vitest';
import {
  HEADLINE_MONTHLY_PRICE,
  PLANS,
  TRIAL_DAYS,
  formatPrice,
  priceOf,
  vehiclesFit,
} from './plans';

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
