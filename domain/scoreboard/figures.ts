/**
 * The scoreboard's figures for a period (issue #30), from the cars' journeys (journeys.ts).
 * Pure: the server reads the stays once and calls this; nothing here reads a clock.
 *
 * - A car belongs to the period in which its T2L ended; a step's time to the period in which
 *   the car last left the step (its stays in the step summed, so a car sent back counts once
 *   with all its time there).
 * - Percentiles interpolate between ranks (percentiles.ts); spread is p90 − p10.
 * - A step's times and goal are in its own clock: business time for a business-hours step.
 */
import type { Role } from '../api/common';
import type { Scoreboard, ScoreboardHeadline, ScoreboardStepFigures } from '../api/scoreboard';
import type { BusinessCalendar } from '../recon/business-calendar';
import { businessDaysElapsed } from '../recon/business-time';
import { stepAgeMs } from '../recon/step-status';
import { DAY_MS, HOUR_MS } from '../time';
import {
  carJourneys,
  countsTowardT2L,
  type CarJourney,
  type ScoreboardStay,
  type ScoreboardStep,
  type ScoreboardVehicle,
} from './journeys';
import { approvalFigures, type ScoreboardApprovalHistory } from './approvals';
import { redAlertFigures, type ScoreboardRedAlert } from './red-alerts';
import { beliefAgainstMeasurement, type StoredBelief } from './belief';
import {
  median,
  percentileOfSorted,
  shareOf,
  sortedAscending,
  spreadOfSorted,
} from './percentiles';
import type { ScoreboardPeriod } from './period';
import type { ScoreboardSettings } from './settings';

/** Below this many cars done in a period, the scoreboard says so instead of showing noise. */
export const SCOREBOARD_MIN_CARS = 5;
/** A step whose spread is wider than this is out of control (ReconVelocity). */
export const SPREAD_ALERT_MS = 24 * HOUR_MS;
/** "Through recon within 24 h" (NADA's 85 % benchmark). */
export const FAST_RECON_MS = 24 * HOUR_MS;
export const SLOWEST_CARS = 10;
/** The name of the time between in-stock and the first step, where a car may lose the most. */
export const BEFORE_FIRST_STEP = 'Before its first step';

export interface ScoreboardInput {
  steps: readonly ScoreboardStep[];
  vehicles: readonly ScoreboardVehicle[];
  stays: readonly ScoreboardStay[];
  calendar: BusinessCalendar;
  settings: ScoreboardSettings;
  /** Names of the dealership's users, by id. */
  people: ReadonlyMap<string, string>;
  period: ScoreboardPeriod;
  previous: ScoreboardPeriod;
  /** The trend's weeks, oldest first (period.ts: trendWeeks). */
  weeks: readonly ScoreboardPeriod[];
  /** The admin's guess at T2L, once answered (belief.ts); null: not asked yet. */
  belief: StoredBelief | null;
  /** Decided approval requests and items of the period and the one before (approvals.ts). */
  approvals: ScoreboardApprovalHistory;
  /** The red alerts of stays that went red in the period and the one before (red-alerts.ts). */
  redAlerts: readonly ScoreboardRedAlert[];
  now: number;
}

const within = (at: number | null, period: Pick<ScoreboardPeriod, 'start' | 'end'>) =>
  at !== null && at >= period.start && at < period.end;

/** T2L in calendar days of a completed journey. */
export function t2lDaysOf(journey: CarJourney): number | null {
  return journey.completedAt === null ? null : (journey.completedAt - journey.startAt) / DAY_MS;
}

/** Days in recon in business days of a completed journey. */
export function reconBusinessDaysOf(
  journey: CarJourney,
  calendar: BusinessCalendar,
): number | null {
  if (journey.completedAt === null || journey.reconStartAt === null) return null;
  return businessDaysElapsed(journey.reconStartAt, journey.completedAt, calendar);
}

function headlineOf(
  done: readonly CarJourney[],
  calendar: BusinessCalendar,
  settings: ScoreboardSettings,
): ScoreboardHeadline {
  const t2l = done.map((journey) => t2lDaysOf(journey) ?? 0);
  const recon = done.map((journey) => reconBusinessDaysOf(journey, calendar) ?? 0);
  const reconSpans = done.map((j) => (j.completedAt ?? 0) - (j.reconStartAt ?? 0));
  const [t2lSorted, reconSorted] = [sortedAscending(t2l), sortedAscending(recon)];
  return {
    carsCompleted: done.length,
    t2lMedianDays: percentileOfSorted(t2lSorted, 0.5),
    t2lP90Days: percentileOfSorted(t2lSorted, 0.9),
    reconMedianBusinessDays: percentileOfSorted(reconSorted, 0.5),
    reconP90BusinessDays: percentileOfSorted(reconSorted, 0.9),
    shareWithin24h: shareOf(reconSpans, (span) => span <= FAST_RECON_MS),
    shareWithinTarget: shareOf(recon, (days) => days <= settings.targetDays),
    holdingCostCents: Math.round(
      t2l.reduce((sum, days) => sum + days, 0) * settings.holdingCostPerDayCents,
    ),
  };
}

/**
 * The cars' times in each step, for the cars that last left it in the period (in the order of
 * the journeys), by step: one pass, which the steps, their owners and the removed steps share.
 */
function samplesByStep(
  journeys: readonly CarJourney[],
  period: Pick<ScoreboardPeriod, 'start' | 'end'>,
): ReadonlyMap<string, readonly number[]> {
  const samples = new Map<string, number[]>();
  for (const journey of journeys) {
    for (const [stepId, time] of journey.steps) {
      if (!within(time.leftAt, period)) continue;
      const list = samples.get(stepId);
      if (list) list.push(time.ms);
      else samples.set(stepId, [time.ms]);
    }
  }
  return samples;
}

const NO_SAMPLES: readonly number[] = [];

/** Whether a car in the step now is at or past the step's goal (overdue on the board). */
function overGoalNow(
  journey: CarJourney,
  step: ScoreboardStep,
  calendar: BusinessCalendar,
  now: number,
): boolean {
  if (!journey.current || step.goalMs === null) return false;
  return stepAgeMs(step, journey.current.enteredAt, calendar, now) >= step.goalMs;
}

/** The steps the scoreboard shows: current timed ones in order, then removed ones with history. */
function shownSteps(
  steps: readonly ScoreboardStep[],
  samples: ReadonlyMap<string, readonly number[]>,
): ScoreboardStep[] {
  const ordered = [...steps].sort((a, b) => a.position - b.position);
  const current = ordered.filter((step) => step.timed && !step.archived);
  const removed = ordered.filter(
    (step) => step.timed && step.archived && (samples.get(step.id)?.length ?? 0) > 0,
  );
  return [...current, ...removed];
}

function stepFigures(
  step: ScoreboardStep,
  journeys: readonly CarJourney[],
  periodSamples: ReadonlyMap<string, readonly number[]>,
  input: ScoreboardInput,
): ScoreboardStepFigures {
  const samples = periodSamples.get(step.id) ?? NO_SAMPLES;
  const sorted = sortedAscending(samples);
  const spreadMs = spreadOfSorted(sorted);
  const here = journeys.filter((journey) => journey.current?.stepId === step.id);
  const goal = step.goalMs;
  return {
    stepId: step.id,
    name: step.name,
    archived: step.archived,
    businessHours: step.businessHours,
    countsTowardT2L: countsTowardT2L(step),
    goalMs: goal,
    cars: samples.length,
    medianMs: percentileOfSorted(sorted, 0.5),
    p90Ms: percentileOfSorted(sorted, 0.9),
    spreadMs,
    spreadOver24h: spreadMs !== null && spreadMs > SPREAD_ALERT_MS,
    shareOnGoal: goal === null ? null : shareOf(samples, (ms) => ms < goal),
    carsNow: here.length,
    overGoalNow: here.filter((j) => overGoalNow(j, step, input.calendar, input.now)).length,
  };
}

/** The step a car spent longest in (calendar time), or the wait before its first step. */
function lostMostIn(journey: CarJourney, stepsById: ReadonlyMap<string, ScoreboardStep>) {
  let worst = {
    stepId: null as string | null,
    name: BEFORE_FIRST_STEP,
    ms: Math.max(0, (journey.reconStartAt ?? journey.startAt) - journey.startAt),
  };
  for (const [stepId, time] of journey.steps) {
    const step = stepsById.get(stepId);
    if (step && countsTowardT2L(step) && time.calendarMs > worst.ms) {
      worst = { stepId, name: step.name, ms: time.calendarMs };
    }
  }
  return worst;
}

function slowest(
  done: readonly CarJourney[],
  stepsById: ReadonlyMap<string, ScoreboardStep>,
): Scoreboard['slowest'] {
  return [...done]
    .sort(
      (a, b) =>
        (t2lDaysOf(b) ?? 0) - (t2lDaysOf(a) ?? 0) ||
        a.vehicle.stockNumber.localeCompare(b.vehicle.stockNumber),
    )
    .slice(0, SLOWEST_CARS)
    .map((journey) => ({
      vehicleId: journey.vehicle.id,
      stockNumber: journey.vehicle.stockNumber,
      year: journey.vehicle.year,
      make: journey.vehicle.make,
      model: journey.vehicle.model,
      t2lDays: t2lDaysOf(journey) ?? 0,
      completedAt: journey.completedAt ?? 0,
      lostMostIn: lostMostIn(journey, stepsById),
      corrected: journey.corrected,
    }));
}

const ROLE_OWNER_NAMES: Readonly<Record<Role, string>> = {
  admin: 'Admins',
  manager: 'Managers',
  user: 'Users',
};

/** Who owns a step: its default assignee, else its owner role; null for nobody. */
function ownerOf(step: ScoreboardStep, people: ReadonlyMap<string, string>) {
  if (step.defaultAssigneeId) {
    const name = people.get(step.defaultAssigneeId) ?? 'A former user';
    return {
      key: `user:${step.defaultAssigneeId}`,
      name,
      userId: step.defaultAssigneeId,
      role: null,
    };
  }
  if (step.ownerRole) {
    return {
      key: `role:${step.ownerRole}`,
      name: ROLE_OWNER_NAMES[step.ownerRole],
      userId: null,
      role: step.ownerRole,
    };
  }
  return null;
}

function owners(
  steps: readonly ScoreboardStep[],
  periodSamples: ReadonlyMap<string, readonly number[]>,
  input: ScoreboardInput,
): Scoreboard['owners'] {
  const groups = new Map<
    string,
    Omit<Scoreboard['owners'][number], 'cars' | 'medianMs' | 'shareOnGoal'> & {
      samples: number[];
      onGoal: number;
    }
  >();
  for (const step of steps) {
    const owner = ownerOf(step, input.people);
    if (!owner) continue;
    const samples = periodSamples.get(step.id) ?? NO_SAMPLES;
    const group = groups.get(owner.key) ?? {
      name: owner.name,
      userId: owner.userId,
      role: owner.role,
      steps: [],
      samples: [],
      onGoal: 0,
    };
    group.steps.push(step.name);
    group.samples.push(...samples);
    const goal = step.goalMs;
    if (goal !== null) group.onGoal += samples.filter((ms) => ms < goal).length;
    groups.set(owner.key, group);
  }
  return [...groups.values()].map(({ samples, onGoal, ...group }) => ({
    ...group,
    cars: samples.length,
    medianMs: median(samples),
    shareOnGoal: samples.length === 0 ? null : onGoal / samples.length,
  }));
}

const UNASSIGNED = 'Unassigned';

type AssigneeRow = Scoreboard['assignees'][number] & {
  samples: number[];
  /** Of the samples, those of steps with a goal, and of them those under it. */
  withGoal: number;
  onGoal: number;
};

/**
 * Per person who had the cars (decision 0096): a car's time in a step is theirs who had it when
 * it last left the step, counted in the period it left; their cars now by current assignee.
 */
function assignees(
  journeys: readonly CarJourney[],
  steps: readonly ScoreboardStep[],
  input: ScoreboardInput,
): Scoreboard['assignees'] {
  const rows = new Map<string | null, AssigneeRow & { vehicleIds: Set<string> }>();
  const rowOf = (userId: string | null) => {
    const row = rows.get(userId) ?? {
      userId,
      name: userId === null ? UNASSIGNED : (input.people.get(userId) ?? 'A former user'),
      cars: 0,
      medianMs: null,
      shareOnGoal: null,
      carsNow: 0,
      overGoalNow: 0,
      samples: [],
      withGoal: 0,
      onGoal: 0,
      vehicleIds: new Set<string>(),
    };
    rows.set(userId, row);
    return row;
  };
  for (const journey of journeys) {
    for (const step of steps) {
      const time = journey.steps.get(step.id);
      if (!time || !within(time.leftAt, input.period)) continue;
      const row = rowOf(time.assigneeId);
      row.samples.push(time.ms);
      row.vehicleIds.add(journey.vehicle.id);
      if (step.goalMs === null) continue;
      row.withGoal += 1;
      if (time.ms < step.goalMs) row.onGoal += 1;
    }
    if (!journey.inRecon) continue;
    const row = rowOf(journey.vehicle.assigneeId);
    row.carsNow += 1;
    const step = steps.find((s) => s.id === journey.current?.stepId);
    if (step && overGoalNow(journey, step, input.calendar, input.now)) row.overGoalNow += 1;
  }
  return [...rows.values()]
    .map(({ samples, withGoal, onGoal, vehicleIds, ...row }) => ({
      ...row,
      cars: vehicleIds.size,
      medianMs: median(samples),
      shareOnGoal: withGoal === 0 ? null : onGoal / withGoal,
    }))
    .sort(
      (a, b) =>
        Number(a.userId === null) - Number(b.userId === null) || a.name.localeCompare(b.name),
    );
}

/** The index of the week holding `at` (weeks in order, each [start, end)), or -1. */
function weekIndexOf(at: number | null, weeks: readonly ScoreboardPeriod[]): number {
  if (at === null) return -1;
  let low = 0;
  let high = weeks.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const week = weeks[middle]!;
    if (at < week.start) high = middle - 1;
    else if (at >= week.end) low = middle + 1;
    else return middle;
  }
  return -1;
}

/**
 * Each week's median T2L and step medians. The cars and their step times are put in their
 * weeks in one pass: a filter per week and step read every car 13 × steps times, most of the
 * scoreboard's time at a year of history (decision 0107).
 */
function trend(
  journeys: readonly CarJourney[],
  steps: readonly ScoreboardStep[],
  weeks: readonly ScoreboardPeriod[],
): Scoreboard['trend'] {
  const t2l = weeks.map((): number[] => []);
  const stepTimes = weeks.map(() => new Map<string, number[]>());
  for (const journey of journeys) {
    const done = weekIndexOf(journey.completedAt, weeks);
    if (done >= 0) t2l[done]!.push(t2lDaysOf(journey) ?? 0);
    for (const [stepId, time] of journey.steps) {
      const left = weekIndexOf(time.leftAt, weeks);
      if (left < 0) continue;
      const samples = stepTimes[left]!.get(stepId);
      if (samples) samples.push(time.ms);
      else stepTimes[left]!.set(stepId, [time.ms]);
    }
  }
  return weeks.map((week, index) => ({
    from: week.from,
    to: week.to,
    carsCompleted: t2l[index]!.length,
    t2lMedianDays: median(t2l[index]!),
    steps: steps.map((step) => ({
      stepId: step.id,
      medianMs: median(stepTimes[index]!.get(step.id) ?? []),
    })),
  }));
}

/** The guess beside the median T2L of the trend's 13 weeks (the widest window read). */
function belief(journeys: readonly CarJourney[], input: ScoreboardInput): Scoreboard['belief'] {
  const [first, last] = [input.weeks[0], input.weeks.at(-1)];
  if (!input.belief || !first || !last) return null;
  const window = { start: first.start, end: last.end };
  const t2l = journeys.flatMap((journey) => {
    const days = within(journey.completedAt, window) ? t2lDaysOf(journey) : null;
    return days === null ? [] : [days];
  });
  return beliefAgainstMeasurement(input.belief, { from: first.from, to: last.to }, t2l);
}

/** Everything GET /api/scoreboard answers, computed from the stays read once. */
export function computeScoreboard(input: ScoreboardInput): Scoreboard {
  const { calendar, settings, period, previous, now } = input;
  const journeys = carJourneys(input);
  const stepsById = new Map(input.steps.map((step) => [step.id, step]));
  const done = journeys.filter((journey) => within(journey.completedAt, period));
  const doneBefore = journeys.filter((journey) => within(journey.completedAt, previous));
  const inRecon = journeys.filter((journey) => journey.inRecon);
  const periodSamples = samplesByStep(journeys, period);
  const steps = shownSteps(input.steps, periodSamples);
  const current = headlineOf(done, calendar, settings);
  return {
    period: { from: period.from, to: period.to },
    previousPeriod: { from: previous.from, to: previous.to },
    computedAt: now,
    timeZone: calendar.timeZone,
    settings: { ...settings },
    minCars: SCOREBOARD_MIN_CARS,
    tooFewCars: current.carsCompleted < SCOREBOARD_MIN_CARS,
    current,
    previous: headlineOf(doneBefore, calendar, settings),
    inReconNow: {
      cars: inRecon.length,
      overGoal: inRecon.filter((journey) => {
        const step = journey.current ? stepsById.get(journey.current.stepId) : undefined;
        return step !== undefined && overGoalNow(journey, step, calendar, now);
      }).length,
      holdingCostCents: Math.round(
        (inRecon.reduce((sum, journey) => sum + Math.max(0, now - journey.startAt), 0) / DAY_MS) *
          settings.holdingCostPerDayCents,
      ),
    },
    approvals: {
      current: approvalFigures(input.approvals, period, calendar),
      previous: approvalFigures(input.approvals, previous, calendar),
    },
    redCars: {
      current: redAlertFigures(input.redAlerts, period, calendar, now),
      previous: redAlertFigures(input.redAlerts, previous, calendar, now),
    },
    correctedCars: done.filter((journey) => journey.corrected).length,
    steps: steps.map((step) => stepFigures(step, journeys, periodSamples, input)),
    slowest: slowest(done, stepsById),
    owners: owners(steps, periodSamples, input),
    assignees: assignees(journeys, steps, input),
    trend: trend(journeys, steps, input.weeks),
    belief: belief(journeys, input),
  };
}
