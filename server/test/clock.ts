import type { Clock } from '../lib/clock';

/** A clock tests move by hand: `clock.advance(61_000)` instead of sleeping. */
export interface TestClock extends Clock {
  advance: (ms: number) => void;
  set: (ms: number) => void;
}

/** Starts at 2026-01-01T00:00:00Z unless told otherwise. */
export function createTestClock(start = Date.UTC(2026, 0, 1)): TestClock {
  let now = start;
  return Object.assign(() => now, {
    advance: (ms: number) => {
      now += ms;
    },
    set: (ms: number) => {
      now = ms;
    },
  });
}
