import { describe, expect, it } from 'vitest';
import { median, p90, percentile, shareOf, spread } from './percentiles';

describe('percentile: linear interpolation between closest ranks (percentile_cont)', () => {
  it.each([
    // [values, p, expected]: hand-checked, rank h = (n − 1)·p
    [[], 0.5, null],
    [[7], 0.5, 7],
    [[7], 0.9, 7],
    [[1, 2, 3], 0.5, 2],
    [[3, 1, 2], 0.5, 2],
    [[1, 2, 3, 10], 0.5, 2.5], // h = 1.5: halfway between 2 and 3
    [[1, 2, 3, 10], 0.9, 7.9], // h = 2.7: 3 + 0.7 × 7
    [[1, 2, 3, 10], 0.1, 1.3], // h = 0.3
    [[1, 2, 3, 10], 1, 10],
    [[1, 2, 3, 10], 0, 1],
    [[0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 0.9, 90], // h = 9 exactly
  ])('%j at %d is %d', (values, p, expected) => {
    const result = percentile(values, p);
    if (expected === null) expect(result).toBeNull();
    else expect(result).toBeCloseTo(expected, 10);
  });

  it('median and p90 are the 0.5 and 0.9 percentiles', () => {
    expect([median([4, 1, 3]), p90([1, 2, 3, 10])]).toEqual([3, expect.closeTo(7.9, 10)]);
  });
});

describe('spread: p90 − p10', () => {
  it.each([
    [[], null],
    [[5], null],
    [[1, 2, 3, 10], 6.6], // 7.9 − 1.3
    [[4, 4, 4, 4], 0],
  ])('%j spreads %d', (values, expected) => {
    const result = spread(values);
    if (expected === null) expect(result).toBeNull();
    else expect(result).toBeCloseTo(expected, 10);
  });
});

describe('shareOf', () => {
  it.each([
    [[], null],
    [[1, 2, 3, 4], 0.5],
    [[5, 6], 0],
  ])('%j below 3: %d', (values, expected) => {
    expect(shareOf(values, (value) => value < 3)).toBe(expected);
  });
});
