import { describe, expect, it } from 'vitest';
import { calendar, ny } from './alert-fixtures';
import { alertPreferencesSchema } from './alert-preferences';
import { planAlertDeliveries, type DeliveryContext } from './alert-deliveries';
import type { DueAlert } from './due-alerts';

const nights = { start: '22:00', end: '07:00' };
const context: DeliveryContext = {
  people: {
    assigneeId: 'tech',
    ownerRoleUserIds: [],
    managerIds: ['boss', 'oncall'],
    onCallId: 'oncall',
  },
  recipients: new Map([
    [
      'tech',
      {
        preferences: alertPreferencesSchema.parse({ quietHours: nights }),
        reach: { push: true, sms: false },
      },
    ],
    [
      'boss',
      {
        preferences: alertPreferencesSchema.parse({ channels: ['mail'] }),
        reach: { push: false, sms: false },
      },
    ],
    [
      'oncall',
      {
        preferences: alertPreferencesSchema.parse({ quietHours: nights }),
        reach: { push: true, sms: false },
      },
    ],
  ]),
  lastSentAt: () => null,
  calendar,
};
const red: Pick<DueAlert, 'trigger' | 'audience'> = { trigger: 'overdue', audience: ['assignee'] };
const sundayNight = ny('2026-11-29T03:00');
const monday = ny('2026-11-30T08:00');

function plan(
  alert: Pick<DueAlert, 'trigger' | 'audience'>,
  promised: boolean,
  now: number,
  overrides: Partial<DeliveryContext> = {},
): string[] {
  return planAlertDeliveries(alert, promised, { ...context, ...overrides }, now).map(
    ({ userId, channel, decision }) =>
      `${userId} ${channel} ${decision.action === 'send' ? 'now' : `${decision.reason} until ${new Date(decision.until).toISOString()}`}`,
  );
}

describe('planAlertDeliveries', () => {
  it('a promised car going red at night wakes only the manager on call', () => {
    expect(plan(red, true, sundayNight)).toEqual([
      'tech in-app now',
      `tech push closed until ${new Date(monday).toISOString()}`,
      'oncall in-app now',
      'oncall push now',
    ]);
  });

  it.each<[string, Pick<DueAlert, 'trigger' | 'audience'>, boolean]>([
    ['a car not promised leaves on call out', red, false],
    [
      'a promised car turning yellow leaves on call out',
      { trigger: 'warning', audience: ['assignee'] },
      true,
    ],
  ])('%s', (_name, alert, promised) => {
    expect(plan(alert, promised, sundayNight)).toEqual([
      'tech in-app now',
      `tech push closed until ${new Date(monday).toISOString()}`,
    ]);
  });

  it('escalation to managers reaches each on their channels', () => {
    expect(
      plan({ trigger: 'overdue', audience: ['managers'] }, false, ny('2026-11-30T10:00')),
    ).toEqual(['boss in-app now', 'boss mail now', 'oncall in-app now', 'oncall push now']);
  });

  it('a busy channel holds for 30 minutes', () => {
    const lastSentAt = (_userId: string, channel: string) =>
      channel === 'push' ? ny('2026-11-30T09:50') : null;
    expect(plan(red, false, ny('2026-11-30T10:00'), { lastSentAt })).toEqual([
      'tech in-app now',
      `tech push rate-limit until ${new Date(ny('2026-11-30T10:20')).toISOString()}`,
    ]);
  });

  it('someone no longer in the dealership gets nothing', () => {
    expect(plan(red, false, monday, { recipients: new Map() })).toEqual([]);
  });
});
