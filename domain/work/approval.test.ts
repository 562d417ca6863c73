import { describe, expect, it } from 'vitest';
import { approvalReasons, overrunsEstimate } from './approval';
import { DEFAULT_WORK_SETTINGS } from './settings';
import type { WorkCategory } from './work-items';

const rules = DEFAULT_WORK_SETTINGS;
const item = (category: WorkCategory, totalCents: number) => ({ category, totalCents });

describe('approvalReasons (limit $500, body and sublet always ask)', () => {
  it.each([
    ['under the limit', 0, [item('mechanical', 30_000)], null, []],
    ['exactly the limit', 0, [item('mechanical', 50_000)], null, []],
    ['a cent over', 0, [item('mechanical', 50_001)], null, ['over-limit']],
    ['approved plus requested over', 40_000, [item('detail', 10_001)], null, ['over-limit']],
    ['approved plus requested at', 40_000, [item('detail', 10_000)], null, []],
    ['body, however small', 0, [item('body', 100)], null, ['category']],
    ['sublet among others', 0, [item('detail', 100), item('sublet', 100)], null, ['category']],
    ['within 10 % of the estimate', 0, [item('mechanical', 11_000)], 10_000, []],
    ['past 10 % of the estimate', 0, [item('mechanical', 11_001)], 10_000, ['overrun']],
    ['every reason', 45_000, [item('body', 10_000)], 40_000, ['over-limit', 'category', 'overrun']],
  ] as const)('%s', (_name, spentCents, requested, estimateCents, reasons) => {
    expect(approvalReasons({ rules, spentCents, requested, estimateCents })).toEqual(reasons);
  });

  it('follows the dealership’s own limit and categories', () => {
    expect(
      approvalReasons({
        rules: { autoApproveLimitCents: 0, alwaysNeedApproval: [] },
        spentCents: 0,
        requested: [item('body', 1)],
        estimateCents: null,
      }),
    ).toEqual(['over-limit']);
  });
});

describe('overrunsEstimate', () => {
  it.each([
    [110_000, 100_000, false],
    [110_001, 100_000, true],
    [1, 0, true],
    [0, 0, false],
  ])('actual %i against estimate %i → %s', (actual, estimate, overrun) => {
    expect(overrunsEstimate(actual, estimate)).toBe(overrun);
  });
});
