import { z } from 'zod';

/**
 * The dealership's scoreboard settings (issue #30, `scoreboard` in the configuration): its own
 * target for days in recon, and what a car costs to hold per day. Every message names its
 * field path, like the rest of the configuration schema.
 */
export interface ScoreboardSettings {
  /** Days in recon (business days) a car should take at most: the "within target" share. */
  targetDays: number;
  /** Holding cost per calendar day of T2L, in cents of the dealership's currency. */
  holdingCostPerDayCents: number;
}

/** 3 days in recon (Rapid Recon's ideal); $37 a day (NCM's published holding cost). */
export const DEFAULT_SCOREBOARD_SETTINGS: Readonly<ScoreboardSettings> = Object.freeze({
  targetDays: 3,
  holdingCostPerDayCents: 3700,
});

export const SCOREBOARD_SETTING_RULES = {
  targetDays: { min: 0.5, max: 60 },
  /** Up to $1,000 a day. */
  holdingCostPerDayCents: { min: 0, max: 100_000 },
} as const;

const T = SCOREBOARD_SETTING_RULES.targetDays;
const C = SCOREBOARD_SETTING_RULES.holdingCostPerDayCents;
const TARGET_MESSAGE = `scoreboard.targetDays must be between ${T.min} and ${T.max} days`;
const COST_MESSAGE = `scoreboard.holdingCostPerDayCents must be a whole number of cents between ${C.min} and ${C.max}`;

export const scoreboardSettingsSchema = z
  .strictObject({
    targetDays: z
      .number({ error: 'scoreboard.targetDays must be a number' })
      .min(T.min, TARGET_MESSAGE)
      .max(T.max, TARGET_MESSAGE),
    holdingCostPerDayCents: z
      .number({ error: 'scoreboard.holdingCostPerDayCents must be a number' })
      .int(COST_MESSAGE)
      .min(C.min, COST_MESSAGE)
      .max(C.max, COST_MESSAGE),
  })
  .meta({ id: 'ScoreboardSettings' });
