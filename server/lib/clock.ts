/** Milliseconds since the epoch. The app takes one so tests move time instead of sleeping. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

// The units are the domain's (one definition for both sides).
export { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '@domain/time';

/** A clock some way ahead of another: the browser tests' server (DEV_CLOCK_CONTROL). */
export interface MovableClock extends Clock {
  /** Moves the clock to `offsetMs` ahead of the underlying one (0: back in step). */
  setOffset: (offsetMs: number) => void;
}

export function createMovableClock(base: Clock): MovableClock {
  let offset = 0;
  return Object.assign(() => base() + offset, {
    setOffset: (offsetMs: number) => {
      offset = offsetMs;
    },
  });
}
