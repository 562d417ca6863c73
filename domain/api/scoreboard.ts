import { z } from 'zod';
import { roleSchema } from './common';
import { PERIOD_MAX_DAYS, daysInPeriod, isIsoDate } from '../scoreboard/period';
import { scoreboardBeliefSchema } from '../scoreboard/belief';
import { scoreboardSettingsSchema } from '../scoreboard/settings';

/**
 * The scoreboard's contracts (issue #30): what GET /api/scoreboard answers for a period of
 * whole days in the dealership's time zone. Times are ms, T2L in calendar days, days in
 * recon in business days, shares 0–1, money integer cents; null where no car gives a value.
 */

function dateParam(name: 'from' | 'to', description: string) {
  return z
    .string({ error: `${name} must be a date such as 2026-11-27` })
    .refine(isIsoDate, `${name} must be a date such as 2026-11-27`)
    .optional()
    .describe(description);
}

/**
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD`, both days included, at most PERIOD_MAX_DAYS days. Either
 * may be left out: the period is then 4 weeks from `from`, to `to`, or to today
 * (period.ts: resolvePeriodDates).
 */
export const scoreboardQuerySchema = z
  .object({
    from: dateParam(
      'from',
      "The period's first day (YYYY-MM-DD in the dealership's time zone); default 27 days before to",
    ),
    to: dateParam('to', "The period's last day, included; default 27 days after from, else today"),
  })
  .superRefine((query, ctx) => {
    if (!query.from || !query.to || !isIsoDate(query.from) || !isIsoDate(query.to)) return;
    const days = daysInPeriod(query.from, query.to);
    if (days < 1) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    } else if (days > PERIOD_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `to must be at most ${PERIOD_MAX_DAYS} days after from`,
      });
    }
  });
export type ScoreboardQuery = z.infer<typeof scoreboardQuerySchema>;

const nullableNumber = z.number().nullable();

const periodDatesSchema = z
  .object({ from: z.string(), to: z.string() })
  .meta({ id: 'ScoreboardPeriod' });

/** The headline figures of one period, over the cars that reached the front line in it. */
export const scoreboardHeadlineSchema = z
  .object({
    /** Cars whose T2L ended in the period. */
    carsCompleted: z.number().int(),
    /** Time to line, in-stock date to leaving the last timed step counting toward T2L. */
    t2lMedianDays: nullableNumber,
    t2lP90Days: nullableNumber,
    /** First timed T2L step entered to leaving the last, in business days. */
    reconMedianBusinessDays: nullableNumber,
    reconP90BusinessDays: nullableNumber,
    /** Share through recon within 24 hours (calendar time). */
    shareWithin24h: nullableNumber,
    /** Share with days in recon at or under the dealership's target. */
    shareWithinTarget: nullableNumber,
    /** Sum of T2L days × the cost per day. */
    holdingCostCents: z.number().int(),
  })
  .meta({ id: 'ScoreboardHeadline' });
export type ScoreboardHeadline = z.infer<typeof scoreboardHeadlineSchema>;

/** One timed step: its times over the cars that left it in the period, and its cars now. */
export const scoreboardStepSchema = z
  .object({
    stepId: z.uuid(),
    name: z.string(),
    /** Removed from the process since; shown while its history is in the period. */
    archived: z.boolean(),
    /** Its clock counts business hours only: its times and goal are business time. */
    businessHours: z.boolean(),
    countsTowardT2L: z.boolean(),
    /** The overdue edge (ms of the step's clock). */
    goalMs: nullableNumber,
    /** Cars that left the step in the period (time summed over a car's stays in it). */
    cars: z.number().int(),
    medianMs: nullableNumber,
    p90Ms: nullableNumber,
    /** p90 − p10 of the cars' times. */
    spreadMs: nullableNumber,
    /** The spread exceeds 24 hours (ReconVelocity's mark of a step out of control). */
    spreadOver24h: z.boolean(),
    /** Share of those cars under the goal (at the goal a car turns overdue). */
    shareOnGoal: nullableNumber,
    /** Cars in the step now, and of them at or past the goal (overdue). */
    carsNow: z.number().int(),
    overGoalNow: z.number().int(),
  })
  .meta({ id: 'ScoreboardStep' });
export type ScoreboardStepFigures = z.infer<typeof scoreboardStepSchema>;

/** A car of the period among the slowest, and where it lost the most time. */
export const scoreboardSlowCarSchema = z
  .object({
    vehicleId: z.uuid(),
    stockNumber: z.string(),
    year: z.number().int(),
    make: z.string(),
    model: z.string(),
    t2lDays: z.number(),
    /** When it left its last T2L step (ms). */
    completedAt: z.number(),
    /** The step it spent longest in (calendar time); stepId null: before its first step. */
    lostMostIn: z.object({ stepId: z.uuid().nullable(), name: z.string(), ms: z.number() }),
    /** A start time of one of its steps was corrected by hand (time editing). */
    corrected: z.boolean(),
  })
  .meta({ id: 'ScoreboardSlowCar' });

/** The steps one owner holds (a step's default assignee, else its owner role). */
export const scoreboardOwnerSchema = z
  .object({
    name: z.string(),
    userId: z.uuid().nullable(),
    role: roleSchema.nullable(),
    steps: z.array(z.string()),
    /** Cars that left those steps in the period. */
    cars: z.number().int(),
    /** Median of those cars' times in those steps (each in its step's clock). */
    medianMs: nullableNumber,
    shareOnGoal: nullableNumber,
  })
  .meta({ id: 'ScoreboardOwner' });

/**
 * One person who had cars (decision 0096): a car's time in a step counts for whoever had it
 * when it last left the step, in the period it left; the cars in recon now by current assignee.
 */
export const scoreboardAssigneeSchema = z
  .object({
    /** null: cars nobody was assigned (or stays closed before assignees were recorded). */
    userId: z.uuid().nullable(),
    name: z.string(),
    /** Cars that left a step in the period while theirs. */
    cars: z.number().int(),
    /** Median of those cars' times in those steps (each in its step's clock). */
    medianMs: nullableNumber,
    /** Share of those step times under the step's goal. */
    shareOnGoal: nullableNumber,
    carsNow: z.number().int(),
    overGoalNow: z.number().int(),
  })
  .meta({ id: 'ScoreboardAssignee' });

/** One week of the trend: median T2L and each step's median, of the cars done that week. */
export const scoreboardTrendWeekSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    carsCompleted: z.number().int(),
    t2lMedianDays: nullableNumber,
    steps: z.array(z.object({ stepId: z.uuid(), medianMs: nullableNumber })),
  })
  .meta({ id: 'ScoreboardTrendWeek' });

/** The approval figures of one period (issue #33): the wait for a decision, the rule's share. */
export const scoreboardApprovalsSchema = z
  .object({
    /** Approval requests decided in the period. */
    requestsDecided: z.number().int(),
    /** Median wait, request sent to decided, in business time (ms). */
    waitMedianBusinessMs: nullableNumber,
    /** Cars with work decided in the period, by the rule or a person. */
    carsDecided: z.number().int(),
    /** Share of those cars whose work the auto-approve rule approved, nobody asked. */
    shareAutoApproved: nullableNumber,
  })
  .meta({ id: 'ScoreboardApprovals' });
export type ScoreboardApprovals = z.infer<typeof scoreboardApprovalsSchema>;

/** The acknowledgement figure of one period (issue #32 item 4): red cars taken in time. */
export const scoreboardRedCarsSchema = z
  .object({
    /** Cars that went red in the period (one per stay, however many people were told). */
    redCars: z.number().int(),
    /** Of those, the ones somebody acknowledged within an hour of business time. */
    takenInTime: z.number().int(),
    /** takenInTime of redCars; null without any red car. */
    shareTakenInTime: nullableNumber,
  })
  .meta({ id: 'ScoreboardRedCars' });
export type ScoreboardRedCars = z.infer<typeof scoreboardRedCarsSchema>;

export const scoreboardSchema = z
  .object({
    period: periodDatesSchema,
    previousPeriod: periodDatesSchema,
    /** The instant the figures were computed at ("now" for the cars in recon). */
    computedAt: z.number(),
    timeZone: z.string(),
    settings: scoreboardSettingsSchema,
    /** Below this many cars done in the period, its figures are noise. */
    minCars: z.number().int(),
    tooFewCars: z.boolean(),
    current: scoreboardHeadlineSchema,
    previous: scoreboardHeadlineSchema,
    inReconNow: z.object({
      cars: z.number().int(),
      overGoal: z.number().int(),
      /** Days since in-stock so far × the cost per day. */
      holdingCostCents: z.number().int(),
    }),
    /** The period's approvals beside the period before's (each judged by minCars alone). */
    approvals: z.object({
      current: scoreboardApprovalsSchema,
      previous: scoreboardApprovalsSchema,
    }),
    /** The period's red cars taken within the hour beside the period before's. */
    redCars: z.object({
      current: scoreboardRedCarsSchema,
      previous: scoreboardRedCarsSchema,
    }),
    /** Cars of the period with a corrected start time. */
    correctedCars: z.number().int(),
    steps: z.array(scoreboardStepSchema),
    slowest: z.array(scoreboardSlowCarSchema),
    owners: z.array(scoreboardOwnerSchema),
    assignees: z.array(scoreboardAssigneeSchema),
    /** The 13 weeks ending with the period's last week, oldest first. */
    trend: z.array(scoreboardTrendWeekSchema),
    /** The admin's guess at T2L beside the measured median; null until an admin answered. */
    belief: scoreboardBeliefSchema.nullable(),
  })
  .meta({ id: 'Scoreboard' });
export type Scoreboard = z.infer<typeof scoreboardSchema>;
