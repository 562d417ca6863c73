import { describe, expect, it } from 'vitest';
import { remainingAfterLoad } from './page-load';

describe('remainingAfterLoad', () => {
  it.each([
    [2000, 0, 2000],
    [2000, 800, 1200],
    [2000, 2000, 0],
    [2000, 3500, 0],
    [2000, -5, 2000],
  ])('a %i ms delay, %i ms after load, has %i ms left', (delay, since, left) => {
    expect(remainingAfterLoad(delay, since)).toBe(left);
  });
});
