/** Milliseconds since the epoch. The app takes one so tests move time instead of sleeping. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

// The units are the domain's (one definition for both sides).
export { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '@domain/time';
