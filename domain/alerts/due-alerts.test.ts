import { describe, expect, it } from 'vitest';
import { makeReadyThresholdsForGoal } from '../recon/steps';
import { DAY_MS, HOUR_MS } from '../time';
import { calendar, ny } from './alert-fixtures';
import { stepAlertRuleSchema, type StepAlertRule } from './alert-rules';
import {
  alertRecipients,
  dueAlerts,
  stayAlerts,
  stayStatusChanges,
  type Acknowledgement,
  type AlertStay,
  type StatusChange,
} from './due-alerts';

const stay: AlertStay = {
  vehicleId: 'car-1',
  stepId: 'inspection',
  enteredAt: ny('2026-11-23T09:00'),
  leftAt: null,
};
const defaults = stepAlertRuleSchema.parse({});
/** A two-hour goal: yellow at 90 business minutes (10:30), red at 120 (11:00). */
const twoHours = stayStatusChanges(
  stay.enteredAt,
  { timed: true, businessHours: true },
  makeReadyThresholdsForGoal(2 * HOUR_MS),
  calendar,
);

function due(
  now: number,
  options: {
    rule?: StepAlertRule;
    changes?: StatusChange[];
    acks?: Acknowledgement[];
    leftAt?: number;
  } = {},
): string[] {
  return dueAlerts(
    {
      stay: { ...stay, leftAt: options.leftAt ?? null },
      rule: options.rule ?? defaults,
      statusChanges: options.changes ?? twoHours,
      acknowledgements: options.acks ?? [],
      calendar,
    },
    now,
  ).map((alert) => `${alert.trigger}:${alert.level}`);
}

const ack = (at: string, trigger: Acknowledgement['trigger'] = 'overdue'): Acknowledgement => ({
  trigger,
  at: ny(at),
  userId: 'tech',
});

describe('dueAlerts: escalation timing', () => {
  it.each([
    ['before the car enters', '2026-11-23T08:59', {}, []],
    ['entering tells the assignee', '2026-11-23T09:00', {}, ['entered:0']],
    ['yellow at 90 business minutes', '2026-11-23T10:30', {}, ['entered:0', 'warning:0']],
    ['red replaces yellow', '2026-11-23T11:00', {}, ['entered:0', 'overdue:0']],
    [
      '60 business minutes unacknowledged: managers',
      '2026-11-23T12:00',
      {},
      ['entered:0', 'overdue:0', 'overdue:1'],
    ],
    ['a minute short of it', '2026-11-23T11:59', {}, ['entered:0', 'overdue:0']],
    [
      'another 60: the manager on call',
      '2026-11-23T13:00',
      {},
      ['entered:0', 'overdue:0', 'overdue:1', 'overdue:2'],
    ],
    [
      'acknowledged at 11:30: nothing climbs',
      '2026-11-23T13:00',
      { acks: [ack('2026-11-23T11:30')] },
      ['entered:0', 'overdue:0'],
    ],
    [
      'acknowledged when level 1 falls due: stopped',
      '2026-11-23T13:00',
      { acks: [ack('2026-11-23T12:00')] },
      ['entered:0', 'overdue:0'],
    ],
    [
      'acknowledged after the managers were told',
      '2026-11-23T13:00',
      { acks: [ack('2026-11-23T12:30')] },
      ['entered:0', 'overdue:0', 'overdue:1'],
    ],
    [
      'a yellow acknowledgement does not stop red',
      '2026-11-23T12:00',
      { acks: [ack('2026-11-23T10:45', 'warning')] },
      ['entered:0', 'overdue:0', 'overdue:1'],
    ],
    [
      'the car left the step: nothing more',
      '2026-11-23T13:00',
      { leftAt: ny('2026-11-23T11:59') },
      [],
    ],
    [
      'no escalation in the rule',
      '2026-11-23T13:00',
      { rule: { ...defaults, escalateAfterMinutes: null } },
      ['entered:0', 'overdue:0'],
    ],
    ['nobody told of entering', '2026-11-23T09:00', { rule: { ...defaults, entered: [] } }, []],
    ['past the horizon only later levels remain', '2026-11-24T12:00', {}, ['overdue:2']],
  ])('%s (%s)', (_name, now, options, expected) => {
    expect(due(ny(now), options)).toEqual(expected);
  });

  it.each([
    [
      'red at 17:30 Monday: managers at 08:30 Tuesday',
      '2026-11-23T17:30',
      '2026-11-24T08:30',
      '2026-11-24T09:30',
    ],
    [
      'red at 16:30 Saturday (9-17): managers at 08:30 Monday',
      '2026-11-28T16:30',
      '2026-11-30T08:30',
      '2026-11-30T09:30',
    ],
    [
      'red at 20:00 Wednesday: counts from the opening',
      '2026-11-25T20:00',
      '2026-11-26T09:00',
      '2026-11-26T10:00',
    ],
  ])('escalates on business time: %s', (_name, red, managers, onCall) => {
    const alerts = stayAlerts({
      stay,
      rule: defaults,
      statusChanges: [{ trigger: 'overdue', at: ny(red) }],
      acknowledgements: [],
      calendar,
    });
    expect(alerts.filter((a) => a.trigger === 'overdue').map((a) => a.raisedAt)).toEqual([
      ny(red),
      ny(managers),
      ny(onCall),
    ]);
  });

  it('a stay that ended raised only what came before its end', () => {
    const alerts = stayAlerts({
      stay: { ...stay, leftAt: ny('2026-11-23T11:59') },
      rule: defaults,
      statusChanges: twoHours,
      acknowledgements: [],
      calendar,
    });
    expect(alerts.map((alert) => `${alert.trigger}:${alert.level}`)).toEqual([
      'entered:0',
      'warning:0',
      'overdue:0',
    ]);
  });

  it('names each alert by stay, trigger and level, and its audience', () => {
    const [entered, red, managers] = dueAlerts(
      { stay, rule: defaults, statusChanges: twoHours, acknowledgements: [], calendar },
      ny('2026-11-23T12:00'),
    );
    expect(entered?.key).toBe(`alert:car-1:inspection:${stay.enteredAt}:entered:0`);
    expect(red?.audience).toEqual(['assignee']);
    expect(managers).toMatchObject({
      key: `alert:car-1:inspection:${stay.enteredAt}:overdue:1`,
      audience: ['managers'],
      raisedAt: ny('2026-11-23T12:00'),
    });
  });
});

describe('stayStatusChanges', () => {
  it.each([
    [
      'business hours: 17:00 entry turns yellow at 08:30, red at 09:00 next day',
      { timed: true, businessHours: true },
      makeReadyThresholdsForGoal(2 * HOUR_MS),
      ny('2026-11-23T17:00'),
      [ny('2026-11-24T08:30'), ny('2026-11-24T09:00')],
    ],
    [
      'calendar time counts the night',
      { timed: true, businessHours: false },
      makeReadyThresholdsForGoal(2 * HOUR_MS),
      ny('2026-11-23T17:00'),
      [ny('2026-11-23T18:30'), ny('2026-11-23T19:00')],
    ],
    [
      'service thresholds are days',
      { timed: true, businessHours: false },
      { newThreshold: 1, goodThreshold: 3, attentionThreshold: 5 },
      ny('2026-11-23T09:00'),
      [ny('2026-11-23T09:00') + 3 * DAY_MS, ny('2026-11-23T09:00') + 5 * DAY_MS],
    ],
    [
      'an untimed step never turns',
      { timed: false, businessHours: false },
      makeReadyThresholdsForGoal(HOUR_MS),
      0,
      [],
    ],
  ])('%s', (_name, step, thresholds, enteredAt, expected) => {
    expect(stayStatusChanges(enteredAt, step, thresholds, calendar).map((c) => c.at)).toEqual(
      expected,
    );
  });
});

describe('alertRecipients', () => {
  const people = {
    assigneeId: 'tech',
    ownerRoleUserIds: ['tech', 'tech-2'],
    managerIds: ['boss', 'admin'],
    onCallId: 'boss',
  };
  it.each([
    [['assignee'], ['tech']],
    [
      ['assignee', 'owner-role'],
      ['tech', 'tech-2'],
    ],
    [
      ['managers', 'on-call'],
      ['boss', 'admin'],
    ],
    [['on-call'], ['boss']],
  ] as const)('%j → %j', (audience, ids) => {
    expect(alertRecipients(audience, people)).toEqual(ids);
  });

  it('an unassigned car with nobody on call names nobody', () => {
    expect(
      alertRecipients(['assignee', 'on-call'], { ...people, assigneeId: null, onCallId: null }),
    ).toEqual([]);
  });
});
