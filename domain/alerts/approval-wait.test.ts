import { describe, expect, it } from 'vitest';
import { makeReadyThresholdsForGoal } from '../recon/steps';
import { HOUR_MS } from '../time';
import { calendar, ny } from './alert-fixtures';
import { approvalWaitAlerts, type ApprovalWaitStep } from './approval-wait';

const wait = { requestId: 'req-1', sentAt: ny('2026-11-23T09:00'), total: '$700' };
/** A two-hour goal on business time: yellow at 90 business minutes (10:30), red at 120 (11:00). */
const step: ApprovalWaitStep = {
  timed: true,
  businessHours: true,
  thresholds: makeReadyThresholdsForGoal(2 * HOUR_MS),
  rule: { warning: ['assignee'], overdue: ['assignee', 'managers'] },
};

describe('approvalWaitAlerts', () => {
  it.each<[string, string, Partial<ApprovalWaitStep>, string[]]>([
    ['before the yellow mark', '2026-11-23T10:29', {}, []],
    ['yellow at 90 business minutes', '2026-11-23T10:30', {}, ['warning assignee $700 is waiting']],
    [
      'red at 120, the yellow dropped',
      '2026-11-23T11:00',
      {},
      ['overdue assignee,managers $700 is late'],
    ],
    [
      'red still due the next morning',
      '2026-11-24T08:00',
      {},
      ['overdue assignee,managers $700 is late'],
    ],
    ['past the horizon', '2026-11-24T11:00', {}, []],
    [
      'a rule that tells nobody at yellow',
      '2026-11-23T10:45',
      { rule: { warning: [], overdue: ['managers'] } },
      [],
    ],
    ['an untimed step never turns', '2026-11-23T12:00', { timed: false }, []],
  ])('%s', (_name, now, over, expected) => {
    const alerts = approvalWaitAlerts(wait, { ...step, ...over }, calendar, ny(now));
    expect(
      alerts.map(
        (alert) =>
          `${alert.trigger} ${alert.audience.join(',')} ${alert.what.replace('approval of ', '')}`,
      ),
    ).toEqual(expected);
  });

  it('keys each trigger of the request once and raises at the mark', () => {
    const [red] = approvalWaitAlerts(wait, step, calendar, ny('2026-11-23T11:05'));
    expect(red).toMatchObject({
      key: 'approval-wait:req-1:overdue',
      raisedAt: ny('2026-11-23T11:00'),
    });
  });
});
