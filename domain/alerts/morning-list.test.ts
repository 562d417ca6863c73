import { describe, expect, it } from 'vitest';
import type { BusinessCalendar } from '../recon/business-calendar';
import type { DisplayStatus } from '../vehicle-status';
import { calendar, ny, nyDst } from './alert-fixtures';
import {
  dueMorningList,
  morningListDueAt,
  morningListFor,
  morningListKey,
  morningListTitle,
  type MorningListCar,
} from './morning-list';

const thanksgiving: BusinessCalendar = { ...calendar, holidays: ['2026-11-26'] };

describe('morningListDueAt', () => {
  it.each([
    ['a weekday at 08:00', calendar, '2026-11-23', ny('2026-11-23T08:00')],
    ['Saturday at 09:00', calendar, '2026-11-28', ny('2026-11-28T09:00')],
    ['not on a closed Sunday', calendar, '2026-11-29', null],
    ['not on a holiday', thanksgiving, '2026-11-26', null],
    [
      'the Monday after spring forward, in summer time',
      calendar,
      '2026-03-09',
      nyDst('2026-03-09T08:00'),
    ],
    [
      'in the dealership’s own zone',
      { ...calendar, timeZone: 'America/Los_Angeles' },
      '2026-11-23',
      Date.parse('2026-11-23T08:00-08:00'),
    ],
  ])('%s', (_name, cal, date, expected) => {
    expect(morningListDueAt(date, cal)).toBe(expected);
  });
});

describe('dueMorningList', () => {
  it.each([
    ['a minute before opening', ny('2026-11-23T07:59'), null],
    ['at opening', ny('2026-11-23T08:00'), '2026-11-23'],
    ['late in the day, after a server was down', ny('2026-11-23T23:59'), '2026-11-23'],
    ['Sunday has none', ny('2026-11-29T10:00'), null],
    ['after midnight, before the next opening', ny('2026-11-24T00:30'), null],
  ])('%s', (_name, now, expected) => {
    expect(dueMorningList(now, calendar)).toBe(expected);
  });

  it('claims one list per person per day', () => {
    expect(morningListKey('2026-11-23', 'ann')).toBe('morning-list:2026-11-23:ann');
  });
});

describe('morningListFor', () => {
  const car = (
    id: string,
    status: DisplayStatus,
    enteredAt: string,
    assigneeId = 'ann',
  ): MorningListCar => ({
    vehicleId: id,
    assigneeId,
    status,
    enteredAt: ny(enteredAt),
  });
  const lot = [
    car('young-yellow', 'warning', '2026-11-23T07:00'),
    car('old-working', 'working', '2026-11-20T10:00'),
    car('young-red', 'overdue', '2026-11-22T10:00'),
    car('old-red', 'critical', '2026-11-19T10:00'),
    car('bobs-red', 'overdue', '2026-11-18T10:00', 'bob'),
    car('unassigned', 'overdue', '2026-11-18T10:00', ''),
  ];

  it('lists the person’s cars, red first, then oldest', () => {
    expect(morningListFor('ann', lot)?.cars.map((c) => c.vehicleId)).toEqual([
      'old-red',
      'young-red',
      'old-working',
      'young-yellow',
    ]);
  });

  it.each([
    ['ann', 'Your 4 cars this morning, 2 red'],
    ['bob', 'Your 1 car this morning, 1 red'],
  ])('titles %s’s list "%s"', (userId, title) => {
    const list = morningListFor(userId, lot);
    expect(list && morningListTitle(list)).toBe(title);
  });

  it('says nothing in a list without red', () => {
    const list = morningListFor('ann', [
      car('a', 'new', '2026-11-23T07:00'),
      car('b', 'working', '2026-11-23T06:00'),
    ]);
    expect(list && morningListTitle(list)).toBe('Your 2 cars this morning');
  });

  it('sends no list to a person without cars', () => {
    expect(morningListFor('cy', lot)).toBeNull();
  });
});
