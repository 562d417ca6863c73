import { describe, expect, it } from 'vitest';
import { estimateLine, estimateVariance } from './estimate';

const USD = { currency: 'USD', locale: 'en-US' };

describe('estimateVariance', () => {
  it.each([
    [120_000, 148_000, 23, 'red'],
    [100_000, 110_000, 10, 'neutral'],
    [100_000, 110_001, 10, 'amber'],
    [100_000, 120_000, 20, 'amber'],
    [100_000, 120_001, 20, 'red'],
    [100_000, 95_000, -5, 'neutral'],
    [100_000, 100_000, 0, 'neutral'],
    [100_000, 0, -100, 'neutral'],
  ])('estimate %i, actual %i → %i %s', (estimate, actual, percent, tone) => {
    expect(estimateVariance(estimate, actual)).toEqual({ percent, tone });
  });

  it('has no variance against an estimate of nothing', () => {
    expect(estimateVariance(0, 5_000)).toBeNull();
  });
});

describe('estimateLine', () => {
  it.each([
    [120_000, 148_000, 'Est $1,200 · Actual $1,480 · +23 %'],
    [120_000, 114_000, 'Est $1,200 · Actual $1,140 · −5 %'],
    [120_000, 120_000, 'Est $1,200 · Actual $1,200 · ±0 %'],
    [null, 8_950, 'Actual $89.50'],
    // Nothing approved or done yet: no work to compare, not "−100 %".
    [120_000, 0, 'Est $1,200 · Actual $0'],
  ])('%s / %i → %s', (estimate, actual, text) => {
    expect(estimateLine(estimate, actual, USD)).toBe(text);
  });
});
