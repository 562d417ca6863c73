import { describe, expect, it } from 'vitest';
import { checkClustering } from './clustering';

const LIMIT = 50_000;
const near = 48_000; // 96 % of the limit
const far = 30_000;

describe('checkClustering (limit $500: near is $475–$500)', () => {
  it.each([
    ['no cars', [], 0, false],
    ['1 of 5 near: exactly 20 %', [near, far, far, far, far], 1, false],
    ['2 of 9 near: 22 %', [near, near, far, far, far, far, far, far, far], 2, true],
    ['the band’s floor counts', [47_500, far, far], 1, true],
    ['a cent under the floor does not', [47_499, far, far], 0, false],
    ['the limit itself counts', [LIMIT, far, far], 1, true],
    ['over the limit does not', [LIMIT + 1, far, far], 0, false],
  ])('%s', (_name, totals, nearLimit, flagged) => {
    expect(checkClustering(totals, LIMIT)).toEqual({ cars: totals.length, nearLimit, flagged });
  });
});
