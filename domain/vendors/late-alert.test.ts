import { describe, expect, it } from 'vitest';
import type { AlertAudience } from '../alerts/alert-rules';
import type { AlertPeople } from '../alerts/due-alerts';
import { HOUR_MS, MINUTE_MS } from '../time';
import { lateJobAlertKey, lateJobAlertWhat, lateJobAudience } from './late-alert';

const everyone: AlertPeople = {
  assigneeId: 'ann',
  ownerRoleUserIds: ['owen', 'olga'],
  managerIds: ['mia', 'max'],
  onCallId: 'max',
};
const unassigned: AlertPeople = { ...everyone, assigneeId: null };

describe('lateJobAudience: the step’s overdue rule, else the assignee, else the managers', () => {
  const table: [string, AlertAudience[] | null, AlertPeople, string[]][] = [
    ['the rule names the assignee', ['assignee'], everyone, ['ann']],
    [
      'the rule names assignee and managers',
      ['assignee', 'managers'],
      everyone,
      ['ann', 'mia', 'max'],
    ],
    ['the rule names the owner role', ['owner-role'], everyone, ['owen', 'olga']],
    ['the rule names the manager on call', ['on-call'], everyone, ['max']],
    ['the rule names nobody: the assignee', [], everyone, ['ann']],
    ['the rule’s assignee is missing: the managers', ['assignee'], unassigned, ['mia', 'max']],
    ['no step: the assignee', null, everyone, ['ann']],
    ['no step, nobody assigned: the managers', null, unassigned, ['mia', 'max']],
    [
      'nobody at all',
      ['assignee'],
      { assigneeId: null, ownerRoleUserIds: [], managerIds: [], onCallId: null },
      [],
    ],
  ];
  it.each(table)('%s', (_name, overdue, people, ids) => {
    expect(lateJobAudience(overdue, people)).toEqual(ids);
  });
});

describe('lateJobAlertWhat', () => {
  it.each([
    ['glass', 'Clear View', 2 * HOUR_MS, 'Glass job at Clear View is 2 h late'],
    ['dent-repair', 'Dent Pros', 35 * MINUTE_MS, 'Dent repair job at Dent Pros is 35 min late'],
  ] as const)('%s', (trade, vendorName, lateMs, text) => {
    expect(lateJobAlertWhat({ trade, vendorName, lateMs })).toBe(text);
  });

  it('keys one alert per job', () => {
    expect(lateJobAlertKey('job-1')).toBe('vendor-late:job-1');
  });
});
