import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../time';
import { SCOREBOARD_MIN_CARS, computeScoreboard, type ScoreboardInput } from './figures';
import type { ScoreboardStay, ScoreboardVehicle } from './journeys';
import { periodOf, previousPeriodOf, trendWeeks } from './period';
import { STEP, STEPS, WEEKDAYS_8_TO_18, ny, stay, step, vehicle } from './scoreboard-fixtures';

/*
 * A week of hand-checked history (2026-11-23 to 29, New York, open Monday to Friday 8–18),
 * computed Friday at noon. Each car's T2L (calendar hours), days in recon (business days)
 * and step times are worked out beside it.
 */
const { inspection, mechanical, detail, frontline } = STEP;
const DANA = '20000000-0000-4000-8000-000000000001';
const SAM = '20000000-0000-4000-8000-000000000002';
const NY = WEEKDAYS_8_TO_18.timeZone;

const c1 = vehicle('2026-11-23T08:00', { stockNumber: 'C1' });
const c2 = vehicle('2026-11-23T08:00', { stockNumber: 'C2' });
const c3 = vehicle('2026-11-23T08:00', { stockNumber: 'C3' });
const c4 = vehicle('2026-11-23T08:00', { stockNumber: 'C4' });
const c5 = vehicle('2026-11-23T08:00', { stockNumber: 'C5' });
const c6 = vehicle('2026-11-20T08:00', { stockNumber: 'C6' });
const p1 = vehicle('2026-11-16T08:00', { stockNumber: 'P1' });
const r1 = vehicle('2026-11-26T08:00', { stockNumber: 'R1', assigneeId: DANA });
const r2 = vehicle('2026-11-27T08:00', { stockNumber: 'R2' });

const STAYS: ScoreboardStay[] = [
  // C1: T2L 7 h; recon 09–15 = 0.6 days; Inspection 1 h, Mechanical 4 h, Detail 1 h.
  stay(c1, inspection, '2026-11-23T09:00', '2026-11-23T10:00', 'entered'),
  stay(c1, mechanical, '2026-11-23T10:00', '2026-11-23T14:00'),
  stay(c1, detail, '2026-11-23T14:00', '2026-11-23T15:00'),
  stay(c1, frontline, '2026-11-23T15:00', null),
  // C2: T2L 29 h; recon 0.9 + 0.5 = 1.4 days (28 h); Inspection 2 h (at its goal: off).
  stay(c2, inspection, '2026-11-23T09:00', '2026-11-23T11:00', 'entered'),
  stay(c2, mechanical, '2026-11-23T11:00', '2026-11-24T11:00', 'moved', DANA),
  stay(c2, detail, '2026-11-24T11:00', '2026-11-24T13:00'),
  stay(c2, frontline, '2026-11-24T13:00', null),
  // C3 went back a step: T2L 8 h; recon 0.7 days; Detail 2 h + 1 h.
  stay(c3, inspection, '2026-11-23T09:00', '2026-11-23T10:00', 'entered'),
  stay(c3, mechanical, '2026-11-23T10:00', '2026-11-23T12:00'),
  // Sam had it in Detail the first time, Dana when it came back: the 3 h are Dana's.
  stay(c3, detail, '2026-11-23T12:00', '2026-11-23T14:00', 'moved', SAM),
  stay(c3, frontline, '2026-11-23T14:00', '2026-11-23T15:00'),
  stay(c3, detail, '2026-11-23T15:00', '2026-11-23T16:00', 'sent_back', DANA),
  stay(c3, frontline, '2026-11-23T16:00', null),
  // C4 had its Inspection start corrected to 08:30: T2L 4 h; recon 0.35 days.
  stay(c4, inspection, '2026-11-23T09:00', '2026-11-23T09:00', 'entered'),
  stay(c4, inspection, '2026-11-23T08:30', '2026-11-23T10:00', 'corrected'),
  stay(c4, detail, '2026-11-23T10:00', '2026-11-23T12:00', 'skipped'),
  stay(c4, frontline, '2026-11-23T12:00', null),
  // C5: T2L 53 h (Mon 08 to Wed 13); recon Tue 1 + Wed 0.5 = 1.5 days; Mechanical 25 h.
  stay(c5, inspection, '2026-11-24T08:00', '2026-11-24T09:00', 'entered'),
  stay(c5, mechanical, '2026-11-24T09:00', '2026-11-25T10:00', 'moved', DANA),
  stay(c5, detail, '2026-11-25T10:00', '2026-11-25T13:00'),
  stay(c5, frontline, '2026-11-25T13:00', null),
  // C6 over a weekend: T2L 77 h (Fri 08 to Mon 13); recon Fri 0.5 + Mon 0.5 = 1 day.
  stay(c6, inspection, '2026-11-20T13:00', '2026-11-23T13:00', 'entered'),
  stay(c6, frontline, '2026-11-23T13:00', null, 'skipped'),
  // P1, the week before: T2L 2 h.
  stay(p1, inspection, '2026-11-16T09:00', '2026-11-16T10:00', 'entered'),
  stay(p1, frontline, '2026-11-16T10:00', null),
  // R1 in Mechanical since Thursday 10:00: 26 h by Friday noon, past its 8 h goal.
  stay(r1, inspection, '2026-11-26T09:00', '2026-11-26T10:00', 'entered'),
  stay(r1, mechanical, '2026-11-26T10:00', null),
  // R2 in Inspection since Friday 11:00: 1 business hour, under its 2 h goal.
  stay(r2, inspection, '2026-11-27T11:00', null, 'entered'),
];

const VEHICLES: ScoreboardVehicle[] = [c1, c2, c3, c4, c5, c6, p1, r1, r2];
const OWNED_STEPS = STEPS.map((s) =>
  s.id === inspection
    ? { ...s, ownerRole: 'manager' as const }
    : s.id === mechanical || s.id === detail
      ? { ...s, defaultAssigneeId: SAM }
      : s,
);
const period = periodOf('2026-11-23', '2026-11-29', NY);

function input(overrides: Partial<ScoreboardInput> = {}): ScoreboardInput {
  return {
    steps: OWNED_STEPS,
    vehicles: VEHICLES,
    stays: STAYS,
    calendar: WEEKDAYS_8_TO_18,
    settings: { targetDays: 1, holdingCostPerDayCents: 3700 },
    people: new Map([
      [DANA, 'Dana Reyes'],
      [SAM, 'Sam Ortiz'],
    ]),
    period,
    previous: previousPeriodOf(period, NY),
    weeks: trendWeeks(period, NY),
    belief: null,
    approvals: { requests: [], decisions: [] },
    redAlerts: [],
    now: ny('2026-11-27T12:00'),
    ...overrides,
  };
}

const hours = (h: number) => h * HOUR_MS;
const days = (h: number) => h / 24;

describe('computeScoreboard on a hand-checked week', () => {
  const board = computeScoreboard(input());

  it('headline: T2L 4, 7, 8, 29, 53, 77 h; recon 0.35, 0.6, 0.7, 1, 1.4, 1.5 days', () => {
    expect(board.current).toEqual({
      carsCompleted: 6,
      // Six values: the median halfway between the 3rd and 4th (8 and 29 h).
      t2lMedianDays: expect.closeTo(days(18.5), 10),
      // Rank 4.5: halfway between 53 and 77 h.
      t2lP90Days: expect.closeTo(days(65), 10),
      reconMedianBusinessDays: expect.closeTo(0.85, 10),
      reconP90BusinessDays: expect.closeTo(1.45, 10),
      // Through recon within 24 h: C1 (6 h), C3 (7 h), C4 (3.5 h).
      shareWithin24h: 0.5,
      // Within the 1-day target: C1, C3, C4 and C6 (exactly 1).
      shareWithinTarget: 4 / 6,
      // 178 h of T2L = 7.4167 days × $37.
      holdingCostCents: 27442,
    });
    expect([board.tooFewCars, board.minCars, board.correctedCars]).toEqual([false, 5, 1]);
  });

  it('compares with the week before: one car, 2 h', () => {
    expect(board.previousPeriod).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(board.previous).toMatchObject({
      carsCompleted: 1,
      t2lMedianDays: expect.closeTo(days(2), 10),
      holdingCostCents: Math.round((2 / 24) * 3700),
    });
  });

  it('per step: times of the cars that left it this week, against its goal; cars there now', () => {
    expect(
      board.steps.map((s) => [
        s.name,
        s.cars,
        s.medianMs,
        s.p90Ms,
        s.spreadMs,
        s.spreadOver24h,
        s.shareOnGoal,
        s.carsNow,
        s.overGoalNow,
      ]),
    ).toEqual([
      // 1, 1, 1, 1, 1.5, 2, 10 h (R1's hour counts: it left Inspection this week).
      [
        'Inspection',
        7,
        hours(1),
        expect.closeTo(hours(5.2), 3),
        expect.closeTo(hours(4.2), 3),
        false,
        5 / 7,
        1,
        0,
      ],
      // 2, 4, 24, 25 h: p90 at rank 2.7 is 24.7 h, p10 at 0.3 is 2.6 h.
      [
        'Mechanical',
        4,
        hours(14),
        expect.closeTo(hours(24.7), 3),
        expect.closeTo(hours(22.1), 3),
        false,
        0.5,
        1,
        1,
      ],
      // 1, 2, 2, 3, 3 h (C3's two visits summed).
      ['Detail', 5, hours(2), hours(3), expect.closeTo(hours(1.6), 3), false, 1, 0, 0],
    ]);
  });

  it('cars in recon now and what holding them has cost so far', () => {
    // R1 28 h and R2 4 h since in stock: 32 h = 1.3333 days × $37.
    expect(board.inReconNow).toEqual({ cars: 2, overGoal: 1, holdingCostCents: 4933 });
  });

  it('the slowest cars, each with the step it spent longest in', () => {
    expect(
      board.slowest.map((car) => [
        car.stockNumber,
        car.t2lDays,
        car.lostMostIn.name,
        car.lostMostIn.ms,
        car.corrected,
      ]),
    ).toEqual([
      ['C6', days(77), 'Inspection', hours(72), false],
      ['C5', days(53), 'Mechanical', hours(25), false],
      ['C2', days(29), 'Mechanical', hours(24), false],
      ['C3', days(8), 'Detail', hours(3), false],
      ['C1', days(7), 'Mechanical', hours(4), false],
      ['C4', days(4), 'Detail', hours(2), true],
    ]);
  });

  it('per step owner, and per person who had the cars when they left each step', () => {
    expect(board.owners).toEqual([
      {
        name: 'Managers',
        userId: null,
        role: 'manager',
        steps: ['Inspection'],
        cars: 7,
        medianMs: hours(1),
        shareOnGoal: 5 / 7,
      },
      {
        // Mechanical 2, 4, 24, 25 and Detail 1, 2, 2, 3, 3 h: the median is 3 h.
        name: 'Sam Ortiz',
        userId: SAM,
        role: null,
        steps: ['Mechanical', 'Detail'],
        cars: 9,
        medianMs: hours(3),
        shareOnGoal: 7 / 9,
      },
    ]);
    expect(board.assignees).toEqual([
      {
        // C2 and C5 in Mechanical (24, 25 h: over 8 h), C3 in Detail (3 h), R1 in
        // Inspection (1 h); R1 is hers now, in Mechanical past its goal.
        userId: DANA,
        name: 'Dana Reyes',
        cars: 4,
        medianMs: hours(13.5),
        shareOnGoal: 2 / 4,
        carsNow: 1,
        overGoalNow: 1,
      },
      {
        // Inspection 1, 2, 1, 1.5, 1, 10 (C6: Fri 13–18 + Mon 8–13) h; Mechanical 4, 2 h;
        // Detail 1, 2, 2, 3 h: twelve times, the median 2 h; on goal all but 2 and 10 h.
        userId: null,
        name: 'Unassigned',
        cars: 6,
        medianMs: hours(2),
        shareOnGoal: 10 / 12,
        carsNow: 1,
        overGoalNow: 0,
      },
    ]);
  });

  it('trend: 13 weeks, this one and the one before with cars', () => {
    expect(board.trend).toHaveLength(13);
    const [before, last] = board.trend.slice(-2);
    expect(last).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
      carsCompleted: 6,
      t2lMedianDays: expect.closeTo(days(18.5), 10),
      steps: [
        { stepId: inspection, medianMs: hours(1) },
        { stepId: mechanical, medianMs: hours(14) },
        { stepId: detail, medianMs: hours(2) },
      ],
    });
    expect(before).toMatchObject({
      from: '2026-11-16',
      carsCompleted: 1,
      steps: [
        { stepId: inspection, medianMs: hours(1) },
        { stepId: mechanical, medianMs: null },
        { stepId: detail, medianMs: null },
      ],
    });
    expect(board.trend[0]).toMatchObject({
      from: '2026-08-31',
      carsCompleted: 0,
      t2lMedianDays: null,
    });
  });
});

describe('computeScoreboard: edges', () => {
  it.each([
    [4, true],
    [5, false],
  ])('with %i cars done the period has too few: %s', (count, tooFew) => {
    const cars = VEHICLES.slice(0, count);
    const board = computeScoreboard(
      input({ vehicles: cars, stays: STAYS.filter((s) => cars.some((c) => c.id === s.vehicleId)) }),
    );
    expect([board.current.carsCompleted, board.tooFewCars]).toEqual([count, tooFew]);
    expect(SCOREBOARD_MIN_CARS).toBe(5);
  });

  it('marks a step whose spread passes 24 h, and not one at exactly 24 h', () => {
    const spreadOf = (longHours: number) => {
      // Eleven cars from 1 h to `longHours` in equal steps: p90 − p10 is 8/10 of the range.
      const cars = Array.from({ length: 11 }, () => vehicle('2026-11-23T08:00'));
      const enteredAt = ny('2026-11-24T09:00');
      const stays = cars.map((car, index) => ({
        vehicleId: car.id,
        stepId: mechanical,
        enteredAt,
        leftAt: enteredAt + hours(1 + (index * (longHours - 1)) / 10),
        reason: 'entered' as const,
        assigneeId: null,
      }));
      const board = computeScoreboard(input({ vehicles: cars, stays }));
      return board.steps.find((s) => s.stepId === mechanical);
    };
    expect(spreadOf(31)).toMatchObject({ spreadMs: hours(24), spreadOver24h: false });
    expect(spreadOf(32)).toMatchObject({
      spreadMs: expect.closeTo(hours(24.8), 3),
      spreadOver24h: true,
    });
  });

  it('shows a removed step while its history is in the period, after the current ones', () => {
    const removed = step('30000000-0000-4000-8000-000000000009', 'Wash', 9, {
      archived: true,
      goalMs: hours(1),
    });
    const car = vehicle('2026-11-23T08:00');
    const board = computeScoreboard(
      input({
        steps: [...OWNED_STEPS, removed],
        vehicles: [car],
        stays: [
          stay(car, removed.id, '2026-11-23T09:00', '2026-11-23T11:00', 'entered'),
          stay(car, inspection, '2026-11-23T11:00', '2026-11-23T12:00'),
          stay(car, frontline, '2026-11-23T12:00', null),
        ],
      }),
    );
    expect(board.steps.map((s) => [s.name, s.archived, s.cars])).toEqual([
      ['Inspection', false, 1],
      ['Mechanical', false, 0],
      ['Detail', false, 0],
      ['Wash', true, 1],
    ]);
  });

  it('with no cars at all every figure is empty, never NaN', () => {
    const board = computeScoreboard(input({ vehicles: [], stays: [] }));
    expect(board.current).toEqual({
      carsCompleted: 0,
      t2lMedianDays: null,
      t2lP90Days: null,
      reconMedianBusinessDays: null,
      reconP90BusinessDays: null,
      shareWithin24h: null,
      shareWithinTarget: null,
      holdingCostCents: 0,
    });
    expect(board.steps.every((s) => s.medianMs === null && s.shareOnGoal === null)).toBe(true);
    expect(board.inReconNow).toEqual({ cars: 0, overGoal: 0, holdingCostCents: 0 });
    expect(DAY_MS).toBe(hours(24));
  });
});

describe('the guess beside the measured median T2L', () => {
  /** `count` cars in stock Monday 08:00, each through Inspection to Frontline after 2·i h. */
  const carsDone = (count: number) => {
    const cars = Array.from({ length: count }, () => vehicle('2026-11-23T08:00'));
    const stays = cars.flatMap((car, index) => {
      const left = ny('2026-11-23T09:00') + hours(2 * index + 1);
      return [
        { ...stay(car, inspection, '2026-11-23T09:00', null, 'entered'), leftAt: left },
        { ...stay(car, frontline, '2026-11-23T09:00', null), enteredAt: left },
      ];
    });
    return { vehicles: cars, stays };
  };
  const answered = { days: 5, answeredAt: ny('2026-11-20T10:00') };
  const cases: [string, Partial<ScoreboardInput>, unknown][] = [
    ['not asked yet: nothing to show', { ...carsDone(20), belief: null }, null],
    [
      // T2L 2, 4, …, 38 h: 19 cars, too few to set beside the guess.
      '19 cars: the guess, no measurement yet',
      { ...carsDone(19), belief: answered },
      { guessDays: 5, cars: 19, minCars: 20, measuredMedianDays: null },
    ],
    [
      // T2L 2, 4, …, 40 h: the median is halfway between 20 and 22 h.
      '20 cars: the guess beside the median',
      { ...carsDone(20), belief: answered },
      { guessDays: 5, cars: 20, minCars: 20, measuredMedianDays: days(21) },
    ],
    [
      'a skipped question keeps the measurement',
      { ...carsDone(20), belief: { days: null, answeredAt: answered.answeredAt } },
      { guessDays: null, cars: 20, measuredMedianDays: days(21) },
    ],
  ];
  it.each(cases)('%s', (_name, overrides, expected) => {
    const board = computeScoreboard(input(overrides));
    if (expected === null) expect(board.belief).toBeNull();
    else {
      expect(board.belief).toMatchObject({
        ...(expected as object),
        answeredAt: answered.answeredAt,
        from: '2026-08-31',
        to: '2026-11-29',
      });
    }
  });
});
