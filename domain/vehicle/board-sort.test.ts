import { describe, expect, it } from 'vitest';
import { DEFAULT_MAKE_READY_THRESHOLDS, DEFAULT_SERVICE_THRESHOLDS } from '../constants';
import { DAY_MS, MINUTE_MS } from '../time';
import type { StatusThresholds, StatusVehicle } from '../vehicle-status';
import { DEFAULT_BUSINESS_CALENDAR } from '../recon/business-calendar';
import type { StatusStep } from '../recon/step-status';
import { overdueByMs, sortMostOverdue, stepOverdueByMs } from './board-sort';

const thresholds: StatusThresholds = {
  makeReady: { ...DEFAULT_MAKE_READY_THRESHOLDS },
  service: { ...DEFAULT_SERVICE_THRESHOLDS },
};
const NOW = Date.UTC(2026, 10, 27, 12);

function vehicle(overrides: Partial<StatusVehicle> = {}): StatusVehicle {
  return {
    checkInTime: NOW - 90 * DAY_MS,
    inMakeReady: false,
    makeReadyAddedAt: null,
    inService: false,
    serviceAddedAt: null,
    customDaysAgo: null,
    isShipping: false,
    ...overrides,
  };
}
const makeReady = (minutesAgo: number) =>
  vehicle({ inMakeReady: true, makeReadyAddedAt: NOW - minutesAgo * MINUTE_MS });

describe('overdueByMs (past the last status edge; defaults 40 min and 12 days)', () => {
  it.each([
    ['Make Ready, 10 min in', makeReady(10), -30 * MINUTE_MS],
    ['Make Ready, exactly at overdue', makeReady(40), 0],
    ['Make Ready, 100 min in', makeReady(100), 60 * MINUTE_MS],
    [
      'Service, 13 days in',
      vehicle({ inService: true, serviceAddedAt: NOW - 13 * DAY_MS }),
      1 * DAY_MS,
    ],
    ['Service with customDaysAgo 2', vehicle({ inService: true, customDaysAgo: 2 }), -10 * DAY_MS],
    ['Make Ready from check-in', vehicle({ inMakeReady: true, checkInTime: NOW }), -40 * MINUTE_MS],
  ])('%s', (_, subject, expected) => {
    expect(overdueByMs(subject, thresholds, NOW)).toBeCloseTo(expected, 3);
  });

  it('ranks a vehicle in no workflow last, and two of them equal', () => {
    const a = overdueByMs(vehicle(), thresholds, NOW);
    expect(a).toBeLessThan(overdueByMs(makeReady(0), thresholds, NOW));
    expect(a - overdueByMs(vehicle(), thresholds, NOW)).toBe(0);
  });
});

describe('sortMostOverdue', () => {
  it('puts the furthest past its goal first and keeps the input order of ties', () => {
    const rows = [
      { id: 'starred-new', by: -5 },
      { id: 'tie-1', by: 10 },
      { id: 'late', by: 90 },
      { id: 'tie-2', by: 10 },
    ];
    expect(sortMostOverdue(rows, (row) => row.by).map((row) => row.id)).toEqual([
      'late',
      'tie-1',
      'tie-2',
      'starred-new',
    ]);
    expect(rows[0]?.id).toBe('starred-new');
  });
});

describe('stepOverdueByMs (a step with its own clock, issue #26)', () => {
  const calendar = DEFAULT_BUSINESS_CALENDAR;
  const context = { thresholds, calendar, now: NOW };
  const inStep = (minutesAgo: number) => ({
    ...makeReady(500),
    step: { enteredAt: NOW - minutesAgo * MINUTE_MS },
  });
  const step = (overrides: Partial<StatusStep> = {}): StatusStep => ({
    thresholds: { newThreshold: 15, workingThreshold: 90, warningThreshold: 120 },
    timed: true,
    businessHours: false,
    ...overrides,
  });

  it.each([
    ['2 h goal, 30 min in the step', inStep(30), step(), -90 * MINUTE_MS],
    ['2 h goal, 3 h in the step', inStep(180), step(), 60 * MINUTE_MS],
    [
      'the default step: the workflow clock',
      inStep(30),
      step({ thresholds: null }),
      460 * MINUTE_MS,
    ],
  ])('%s', (_, subject, where, expected) => {
    expect(stepOverdueByMs(subject, where, context)).toBeCloseTo(expected, 3);
  });

  it('ranks an untimed step last', () => {
    expect(stepOverdueByMs(inStep(10_000), step({ timed: false }), context)).toBe(
      -Number.MAX_VALUE,
    );
  });

  it('counts business time when the step does (a Friday 17:00 entry, Saturday 10:00)', () => {
    // 2026-11-27 is a Friday; New York is UTC-5 in November.
    const enteredAt = Date.UTC(2026, 10, 27, 22);
    const now = Date.UTC(2026, 10, 28, 15);
    const vehicle = { ...makeReady(0), step: { enteredAt } };
    const by = stepOverdueByMs(vehicle, step({ businessHours: true }), { ...context, now });
    // Open 17:00-18:00 Friday and 09:00-10:00 Saturday: 2 h of a 2 h goal.
    expect(by).toBeCloseTo(0, 3);
  });
});
