import { describe, expect, it } from 'vitest';
import { periodOf } from './period';
import { redAlertFigures, type ScoreboardRedAlert } from './red-alerts';
import { WEEKDAYS_8_TO_18, ny } from './scoreboard-fixtures';

const NY = WEEKDAYS_8_TO_18.timeZone;
// Monday 2026-11-23 to Sunday 29, open Monday to Friday 8–18 in New York.
const week = periodOf('2026-11-23', '2026-11-29', NY);
const STEP = '00000000-0000-4000-8000-000000000001';

/** One person's red alert of car `vehicleId`'s stay, raised and perhaps acknowledged. */
const red = (
  vehicleId: string,
  raised: string,
  acknowledged: string | null,
  stayEntered = '2026-11-20T09:00',
): ScoreboardRedAlert => ({
  vehicleId,
  stepId: STEP,
  stayEnteredAt: ny(stayEntered),
  raisedAt: ny(raised),
  acknowledgedAt: acknowledged === null ? null : ny(acknowledged),
});

/** Well after the week: every red car's hour is decided. */
const AFTER = ny('2026-12-07T09:00');

describe('red cars taken within an hour of business time', () => {
  it.each<[string, ScoreboardRedAlert[], number, number, number | null, number?]>([
    ['no red car', [], 0, 0, null],
    ['taken in 30 minutes', [red('a', '2026-11-24T09:00', '2026-11-24T09:30')], 1, 1, 1],
    ['taken in exactly an hour', [red('a', '2026-11-24T09:00', '2026-11-24T10:00')], 1, 1, 1],
    ['taken in 90 minutes: late', [red('a', '2026-11-24T09:00', '2026-11-24T10:30')], 1, 0, 0],
    ['never taken', [red('a', '2026-11-24T09:00', null)], 1, 0, 0],
    [
      'red at 17:30, taken 8:20 the next morning: 50 business minutes',
      [red('a', '2026-11-24T17:30', '2026-11-25T08:20')],
      1,
      1,
      1,
    ],
    [
      'red Saturday, taken Monday 8:45: 45 business minutes',
      [red('a', '2026-11-28T10:00', '2026-11-30T08:45')],
      1,
      1,
      1,
    ],
    [
      'red Friday 17:30, taken Monday 9:00: 90 business minutes',
      [red('a', '2026-11-27T17:30', '2026-11-30T09:00')],
      1,
      0,
      0,
    ],
    [
      'two people told, one took it: one car, taken',
      [red('a', '2026-11-24T09:00', '2026-11-24T09:20'), red('a', '2026-11-24T09:00', null)],
      1,
      1,
      1,
    ],
    [
      'escalated an hour later and taken then: one car, late',
      [
        red('a', '2026-11-24T09:00', null),
        red('a', '2026-11-24T10:00', '2026-11-24T10:10'),
        red('a', '2026-11-24T10:00', null),
      ],
      1,
      0,
      0,
    ],
    [
      'the same car red again in a later stay: two cars',
      [
        red('a', '2026-11-24T09:00', '2026-11-24T09:10'),
        red('a', '2026-11-25T09:00', null, '2026-11-25T08:00'),
      ],
      2,
      1,
      0.5,
    ],
    [
      'one of three: 30 minutes, 90 minutes, never',
      [
        red('a', '2026-11-24T09:00', '2026-11-24T09:30'),
        red('b', '2026-11-24T09:00', '2026-11-24T10:30'),
        red('c', '2026-11-24T09:00', null),
      ],
      3,
      1,
      1 / 3,
    ],
    [
      'red before or after the period: not its',
      [
        red('a', '2026-11-20T09:00', '2026-11-20T09:10'),
        red('b', '2026-11-30T09:00', '2026-11-30T09:10'),
      ],
      0,
      0,
      null,
    ],
    [
      'red 20 minutes ago, not taken yet: not counted until its hour is out',
      [red('a', '2026-11-24T09:00', null), red('b', '2026-11-24T08:00', null)],
      1,
      0,
      0,
      ny('2026-11-24T09:20'),
    ],
    [
      'red 20 minutes ago and taken: counts at once',
      [red('a', '2026-11-24T09:00', '2026-11-24T09:10')],
      1,
      1,
      1,
      ny('2026-11-24T09:20'),
    ],
    [
      'red at 17:50, untaken at 8:30 the next morning: 40 business minutes, not counted yet',
      [red('a', '2026-11-24T17:50', null)],
      0,
      0,
      null,
      ny('2026-11-25T08:30'),
    ],
  ])('%s', (_, history, redCars, takenInTime, share, now = AFTER) => {
    expect(redAlertFigures(history, week, WEEKDAYS_8_TO_18, now)).toEqual({
      redCars,
      takenInTime,
      shareTakenInTime: share,
    });
  });
});
