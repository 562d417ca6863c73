import { z } from 'zod';
import { median } from './percentiles';

/**
 * Belief against measurement (issue #30): an admin says once how many days they think a car
 * takes from purchase to front line; once enough cars have gone through, the scoreboard puts
 * the guess beside the measured median T2L (managers who guess are typically off by half).
 */

/** Cars through recon before the guess is set beside a measurement (issue #30). */
export const BELIEF_MIN_CARS = 20;

export const BELIEF_DAYS = { min: 0.5, max: 365 } as const;

const DAYS_MESSAGE = `days must be a number of days between ${BELIEF_DAYS.min} and ${BELIEF_DAYS.max}, or null to skip`;

/** PUT /api/scoreboard/belief: the guess, or null for "I would rather not guess". */
export const beliefAnswerSchema = z
  .strictObject({
    days: z
      .number({ error: DAYS_MESSAGE })
      .min(BELIEF_DAYS.min, DAYS_MESSAGE)
      .max(BELIEF_DAYS.max, DAYS_MESSAGE)
      .nullable(),
  })
  .meta({ id: 'ScoreboardBeliefAnswer' });

/** The answer as kept: when, and the days (null: skipped). */
export interface StoredBelief {
  days: number | null;
  answeredAt: number;
}

export const scoreboardBeliefSchema = z
  .object({
    /** The guess in days; null: the admin skipped the question. */
    guessDays: z.number().nullable(),
    answeredAt: z.number(),
    /** The window measured: the trend's 13 weeks. */
    from: z.string(),
    to: z.string(),
    /** Cars whose T2L ended in the window. */
    cars: z.number().int(),
    minCars: z.number().int(),
    /** Their median T2L in days; null until `minCars` cars have gone through. */
    measuredMedianDays: z.number().nullable(),
  })
  .meta({ id: 'ScoreboardBelief' });
export type ScoreboardBelief = z.infer<typeof scoreboardBeliefSchema>;

/** The belief beside its measurement: the median of the window's T2L days, from 20 cars on. */
export function beliefAgainstMeasurement(
  stored: StoredBelief,
  window: { from: string; to: string },
  t2lDays: readonly number[],
): ScoreboardBelief {
  const enough = t2lDays.length >= BELIEF_MIN_CARS;
  return {
    guessDays: stored.days,
    answeredAt: stored.answeredAt,
    from: window.from,
    to: window.to,
    cars: t2lDays.length,
    minCars: BELIEF_MIN_CARS,
    measuredMedianDays: enough ? median(t2lDays) : null,
  };
}
