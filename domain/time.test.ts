import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MAX_TIMER_DELAY_MS, MINUTE_MS, timerDelayUntil } from './time';

describe('time units', () => {
  it('are milliseconds', () => {
    expect([MINUTE_MS, HOUR_MS, DAY_MS]).toEqual([60_000, 3_600_000, 86_400_000]);
  });
});

describe('timerDelayUntil', () => {
  it.each([
    [1_000, 0, 1_000],
    [0, 1_000, 0],
    [5, 5, 0],
    [60 * DAY_MS, 0, MAX_TIMER_DELAY_MS],
    [MAX_TIMER_DELAY_MS + 1, 0, MAX_TIMER_DELAY_MS],
  ])('until %s from %s → %s ms', (at, now, delay) => {
    expect(timerDelayUntil(at, now)).toBe(delay);
  });

  it('caps at the largest delay setTimeout accepts', () => {
    expect(MAX_TIMER_DELAY_MS).toBe(2 ** 31 - 1);
  });
});
