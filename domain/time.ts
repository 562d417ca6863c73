/** Time units in milliseconds; timestamps across the product are ms since the epoch (spec 3). */
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const MINUTES_PER_DAY = 1440; // spec 4.1: service age is minutes divided by 1440

/** setTimeout's largest delay; a longer one overflows and fires at once. */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

/**
 * A safe setTimeout delay until `at`: never negative, never past MAX_TIMER_DELAY_MS (a timer
 * that fires early just recomputes and schedules again).
 */
export function timerDelayUntil(at: number, now: number): number {
  return Math.min(MAX_TIMER_DELAY_MS, Math.max(0, at - now));
}
