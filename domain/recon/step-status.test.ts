import { describe, expect, it } from 'vitest';
import { DEFAULT_MAKE_READY_THRESHOLDS, DEFAULT_SERVICE_THRESHOLDS } from '../constants';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time';
import {
  deriveVehicleStatus,
  formatVehicleAge,
  nextStatusChangeAt,
  type DisplayStatus,
  type StatusThresholds,
} from '../vehicle-status';
import { DEFAULT_BUSINESS_CALENDAR } from './business-calendar';
import {
  BUSINESS_HOURS_SUFFIX,
  deriveStepStatus,
  formatStepAge,
  nextStepStatusChangeAt,
  type StatusStep,
  type StepStatusVehicle,
} from './step-status';
import { STEP_TEMPLATES, defaultStepDraft, makeReadyThresholdsForGoal } from './steps';

const thresholds: StatusThresholds = {
  makeReady: { ...DEFAULT_MAKE_READY_THRESHOLDS },
  service: { ...DEFAULT_SERVICE_THRESHOLDS },
};
const calendar = DEFAULT_BUSINESS_CALENDAR;
/** Friday 2026-11-27 17:00 in New York. */
const FRIDAY_17 = Date.parse('2026-11-27T17:00:00-05:00');
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

function vehicle(overrides: Partial<StepStatusVehicle> = {}): StepStatusVehicle {
  return {
    checkInTime: NOW - 30 * DAY_MS,
    inMakeReady: false,
    makeReadyAddedAt: null,
    inService: false,
    serviceAddedAt: null,
    customDaysAgo: null,
    isShipping: false,
    step: null,
    ...overrides,
  };
}

const defaultStep: StatusStep = defaultStepDraft('make-ready');

describe('the default step is the spec (4.1, 4.2, 9)', () => {
  // Every age around every edge, both workflows, customDaysAgo, shipping and inventory.
  const cases: [string, Partial<StepStatusVehicle>][] = [
    ...[0, 4.99, 5, 29.99, 30, 39.99, 40, 600].map(
      (minutes): [string, Partial<StepStatusVehicle>] => [
        `Make Ready ${minutes} min`,
        { inMakeReady: true, makeReadyAddedAt: NOW - minutes * MINUTE_MS },
      ],
    ),
    ...[0, 0.49, 0.5, 1.99, 2, 11.99, 12, 40].map((days): [string, Partial<StepStatusVehicle>] => [
      `Service ${days} days`,
      { inService: true, serviceAddedAt: NOW - days * DAY_MS },
    ]),
    [
      'Service customDaysAgo 13 overrides',
      { inService: true, serviceAddedAt: NOW, customDaysAgo: 13 },
    ],
    ['shipping', { inMakeReady: true, makeReadyAddedAt: NOW - 50 * MINUTE_MS, isShipping: true }],
    ['inventory', {}],
  ];
  it.each(cases)('%s', (_case, overrides) => {
    // The step's own entry time must not matter: the default step runs the workflow's clock.
    const v = vehicle({ ...overrides, step: { enteredAt: NOW - MINUTE_MS } });
    const context = { thresholds, calendar, now: NOW };
    expect(deriveStepStatus(v, defaultStep, context)).toBe(deriveVehicleStatus(v, thresholds, NOW));
    expect(nextStepStatusChangeAt(v, defaultStep, context)).toBe(
      nextStatusChangeAt(v, thresholds, NOW),
    );
    const workflow = v.inService ? 'service' : 'make-ready';
    expect(formatStepAge(v, defaultStep, workflow, calendar, NOW)).toBe(
      formatVehicleAge(v, workflow, NOW),
    );
  });
});

const detail = STEP_TEMPLATES['standard-recon'].steps('make-ready')[4];
const sublet = STEP_TEMPLATES['standard-recon'].steps('make-ready')[3];
const frontline = STEP_TEMPLATES['standard-recon'].steps('make-ready')[6];

describe('a step with its own thresholds', () => {
  it('Detail has a 4 h goal on business hours; Sublet/body 3 days of calendar time', () => {
    expect(detail).toMatchObject({ name: 'Detail', businessHours: true });
    expect(detail?.thresholds).toEqual({
      newThreshold: 30,
      workingThreshold: 180,
      warningThreshold: 240,
    });
    expect(sublet).toMatchObject({ name: 'Sublet/body', businessHours: false });
    expect(frontline).toMatchObject({ name: 'Frontline', timed: false });
  });

  it.each<[string, number, DisplayStatus]>([
    // Entered detail Friday 17:00: one hour Friday, then Saturday from 9:00 (default week).
    ['Friday 17:59', FRIDAY_17 + 59 * MINUTE_MS, 'working'],
    ['Friday 17:29: under the 30 min "new" mark', FRIDAY_17 + 29 * MINUTE_MS, 'new'],
    [
      'Monday 8:00 after the weekend: 1 h Fri + 8 h Sat is overdue',
      Date.parse('2026-11-30T08:00:00-05:00'),
      'overdue',
    ],
    [
      'Saturday 10:59: 2 h 59 min of business time',
      Date.parse('2026-11-28T10:59:00-05:00'),
      'working',
    ],
    ['Saturday 11:00: 3 h, wrap up', Date.parse('2026-11-28T11:00:00-05:00'), 'warning'],
    ['Saturday 11:59: still wrap up', Date.parse('2026-11-28T11:59:00-05:00'), 'warning'],
    [
      'Saturday 12:00: 4 business hours, overdue',
      Date.parse('2026-11-28T12:00:00-05:00'),
      'overdue',
    ],
  ])('detail entered Friday 17:00, at %s', (_case, now, expected) => {
    const v = vehicle({
      inMakeReady: true,
      makeReadyAddedAt: FRIDAY_17 - DAY_MS,
      step: { enteredAt: FRIDAY_17 },
    });
    expect(detail && deriveStepStatus(v, detail, { thresholds, calendar, now })).toBe(expected);
  });

  it('the next change is scheduled in business time', () => {
    const v = vehicle({
      inMakeReady: true,
      makeReadyAddedAt: FRIDAY_17,
      step: { enteredAt: FRIDAY_17 },
    });
    const now = FRIDAY_17 + 45 * MINUTE_MS;
    expect(detail && nextStepStatusChangeAt(v, detail, { thresholds, calendar, now })).toBe(
      Date.parse('2026-11-28T11:00:00-05:00'),
    );
  });

  it.each<[string, number, DisplayStatus]>([
    ['2 days 23 h', 2 * DAY_MS + 23 * HOUR_MS, 'warning'],
    ['3 days', 3 * DAY_MS, 'overdue'],
  ])('Sublet/body counts calendar time: %s', (_case, age, expected) => {
    const v = vehicle({
      inMakeReady: true,
      makeReadyAddedAt: NOW - age,
      step: { enteredAt: NOW - age },
    });
    expect(sublet && deriveStepStatus(v, sublet, { thresholds, calendar, now: NOW })).toBe(
      expected,
    );
  });

  it.each<[string, Partial<StepStatusVehicle>, DisplayStatus]>([
    [
      'Make Ready: working, never overdue',
      { inMakeReady: true, makeReadyAddedAt: NOW - 90 * DAY_MS },
      'working',
    ],
    ['Service: good', { inService: true, serviceAddedAt: NOW - 90 * DAY_MS }, 'good'],
    [
      'shipping still shows',
      { inMakeReady: true, makeReadyAddedAt: NOW, isShipping: true },
      'shipping',
    ],
  ])('an untimed step (%s)', (_case, overrides, expected) => {
    const v = vehicle({ ...overrides, step: { enteredAt: NOW - 90 * DAY_MS } });
    expect(frontline && deriveStepStatus(v, frontline, { thresholds, calendar, now: NOW })).toBe(
      expected,
    );
    expect(
      frontline && nextStepStatusChangeAt(v, frontline, { thresholds, calendar, now: NOW }),
    ).toBeNull();
  });

  it.each<[string, StatusStep, number, string]>([
    [
      'business hours says so',
      detail ?? defaultStep,
      Date.parse('2026-11-28T12:00:00-05:00'),
      `4 hours ago ${BUSINESS_HOURS_SUFFIX}`,
    ],
    ['calendar time does not', sublet ?? defaultStep, FRIDAY_17 + 19 * HOUR_MS, '19 hours ago'],
  ])('age text: %s', (_case, step, now, text) => {
    const v = vehicle({
      inMakeReady: true,
      makeReadyAddedAt: FRIDAY_17,
      step: { enteredAt: FRIDAY_17 },
    });
    expect(formatStepAge(v, step, 'make-ready', calendar, now)).toBe(text);
  });

  it('the age text is "4 hours ago in business hours"', () => {
    expect(BUSINESS_HOURS_SUFFIX).toBe('in business hours');
  });
});

describe('makeReadyThresholdsForGoal (decision 0070)', () => {
  it.each([
    // [goal, new, working, warning]
    [1 * HOUR_MS, 8, 45, 60],
    [2 * HOUR_MS, 15, 90, 120],
    [4 * HOUR_MS, 30, 180, 240],
    [8 * HOUR_MS, 60, 360, 480],
    [3 * DAY_MS, 540, 3240, 4320],
    [40 * MINUTE_MS, 5, 30, 40],
    [2 * MINUTE_MS, 1, 2, 3],
  ])('goal %d ms', (goal, newThreshold, workingThreshold, warningThreshold) => {
    expect(makeReadyThresholdsForGoal(goal)).toEqual({
      newThreshold,
      workingThreshold,
      warningThreshold,
    });
  });
});
