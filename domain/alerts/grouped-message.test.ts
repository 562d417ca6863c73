import { describe, expect, it } from 'vitest';
import { ny } from './alert-fixtures';
import { alertText } from './alert-text';
import { groupHeldAlerts, type HeldAlert } from './grouped-message';

const zone = 'America/New_York';
const at = (local: string) => ny(local);
function held(
  vehicleId: string,
  trigger: HeldAlert['trigger'],
  raisedAt: string,
  level = 0,
  what: string | null = null,
): HeldAlert {
  return {
    vehicleId,
    text: alertText({
      vehicleLabel: `Car ${vehicleId}`,
      stepName: 'Mechanical',
      trigger,
      level,
      what,
    }),
    trigger,
    level,
    raisedAt: at(raisedAt),
  };
}
const tuesdayMorning = at('2026-11-24T08:00');

describe('groupHeldAlerts', () => {
  it.each([
    [
      'three cars went red overnight',
      [
        held('1', 'overdue', '2026-11-23T19:00'),
        held('2', 'overdue', '2026-11-23T23:00'),
        held('3', 'overdue', '2026-11-24T02:00'),
      ],
      '3 cars went red overnight',
    ],
    [
      'a car counts once, by what is most pressing',
      [
        held('1', 'warning', '2026-11-23T19:00'),
        held('1', 'overdue', '2026-11-23T21:00'),
        held('2', 'overdue', '2026-11-23T23:00'),
      ],
      '2 cars went red overnight',
    ],
    [
      'mixed triggers, most pressing first',
      [
        held('1', 'entered', '2026-11-23T19:00'),
        held('2', 'overdue', '2026-11-23T23:00'),
        held('3', 'warning', '2026-11-24T02:00'),
        held('4', 'overdue', '2026-11-24T03:00'),
      ],
      '2 cars went red, 1 turned yellow and 1 arrived overnight',
    ],
    [
      'two kinds',
      [held('1', 'overdue', '2026-11-24T07:00'), held('2', 'warning', '2026-11-24T07:30')],
      '1 car went red and 1 turned yellow',
    ],
    [
      'one car reads as its alert',
      [held('1', 'overdue', '2026-11-23T19:00')],
      'Car 1 went red in Mechanical overnight',
    ],
    [
      'an escalation says nobody took it',
      [held('1', 'overdue', '2026-11-24T07:40', 1)],
      'Car 1 is red in Mechanical and nobody has taken it',
    ],
    [
      'one late vendor job reads as its alert',
      [held('1', 'overdue', '2026-11-24T07:00', 0, 'glass job is 2 h late')],
      'Car 1 in Mechanical: glass job is 2 h late',
    ],
    [
      'a late vendor job counts as red',
      [
        held('1', 'overdue', '2026-11-24T07:00', 0, 'glass job is 2 h late'),
        held('2', 'overdue', '2026-11-24T07:10'),
      ],
      '2 cars went red',
    ],
    [
      'held over the weekend',
      [held('1', 'overdue', '2026-11-21T18:00'), held('2', 'overdue', '2026-11-23T06:00')],
      '2 cars went red since Saturday',
    ],
    [
      'yesterday morning is not overnight',
      [held('1', 'overdue', '2026-11-23T10:00'), held('2', 'overdue', '2026-11-23T23:00')],
      '2 cars went red since Monday',
    ],
    [
      'grouped by the 30-minute limit within the day',
      [held('1', 'overdue', '2026-11-24T07:35'), held('2', 'overdue', '2026-11-24T07:50')],
      '2 cars went red',
    ],
  ])('%s', (_name, alerts, title) => {
    expect(groupHeldAlerts(alerts, tuesdayMorning, zone)?.title).toBe(title);
  });

  it('lists each car once, most pressing first, with what it did', () => {
    const message = groupHeldAlerts(
      [
        held('1', 'warning', '2026-11-23T19:00'),
        held('2', 'overdue', '2026-11-23T23:00'),
        held('2', 'overdue', '2026-11-24T01:00', 1),
        held('3', 'overdue', '2026-11-23T20:00'),
        held('4', 'warning', '2026-11-23T21:00', 0, 'approval of $700.00 is waiting'),
      ],
      tuesdayMorning,
      zone,
    );
    expect(message?.title).toBe('2 cars went red and 2 turned yellow overnight');
    expect(message?.lines).toEqual([
      { vehicleId: '2', text: 'Car 2 is red in Mechanical and nobody has taken it' },
      { vehicleId: '3', text: 'Car 3 went red in Mechanical' },
      { vehicleId: '1', text: 'Car 1 turned yellow in Mechanical' },
      { vehicleId: '4', text: 'Car 4 in Mechanical: approval of $700.00 is waiting' },
    ]);
  });

  it('has nothing to say about nothing', () => {
    expect(groupHeldAlerts([], tuesdayMorning, zone)).toBeNull();
  });
});
