import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_CALENDAR, type BusinessCalendar } from '../recon/business-calendar';
import { instantOfLocalTime } from '../recon/business-time';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time';
import { defaultDueAt, dueText, fromLocalInput, lateText, toLocalInput } from './due';

const ZONE = 'America/New_York';
const at = (date: string, time: string) => instantOfLocalTime(date, time, ZONE);
const closedWeek: BusinessCalendar = {
  ...DEFAULT_BUSINESS_CALENDAR,
  week: Object.fromEntries(
    Object.keys(DEFAULT_BUSINESS_CALENDAR.week).map((day) => [day, null]),
  ) as BusinessCalendar['week'],
};

describe('defaultDueAt: two business days (Mon–Fri 8–18, Sat 9–17, Sunday closed)', () => {
  it.each([
    ['Monday 10:00 → Wednesday 10:00', at('2026-11-23', '10:00'), at('2026-11-25', '10:00')],
    ['Thursday 10:00 → Saturday 10:00', at('2026-11-26', '10:00'), at('2026-11-28', '10:00')],
    [
      'Friday 10:00 → Monday 10:00 (Sunday closed)',
      at('2026-11-27', '10:00'),
      at('2026-11-30', '10:00'),
    ],
    ['Friday 20:00 → Monday at closing', at('2026-11-27', '20:00'), at('2026-11-30', '18:00')],
    ['Friday 06:00 → Monday at opening', at('2026-11-27', '06:00'), at('2026-11-30', '08:00')],
    [
      'Thursday 17:30 → Saturday at its 17:00 closing',
      at('2026-11-26', '17:30'),
      at('2026-11-28', '17:00'),
    ],
  ])('%s', (_name, now, due) => {
    expect(defaultDueAt(now, DEFAULT_BUSINESS_CALENDAR)).toBe(due);
  });

  it('skips a holiday', () => {
    const calendar = { ...DEFAULT_BUSINESS_CALENDAR, holidays: ['2026-11-24'] };
    expect(defaultDueAt(at('2026-11-23', '10:00'), calendar)).toBe(at('2026-11-26', '10:00'));
  });

  it('falls back to calendar days when the dealership is never open', () => {
    const now = at('2026-11-23', '10:00');
    expect(defaultDueAt(now, closedWeek)).toBe(now + 2 * DAY_MS);
  });
});

describe('dueText', () => {
  const now = at('2026-11-23', '10:00');
  it.each([
    ['later today', at('2026-11-23', '17:00'), 'due today'],
    ['this week', at('2026-11-26', '10:00'), 'due Thu'],
    ['five days on', at('2026-11-28', '09:00'), 'due Sat'],
    ['a week on', at('2026-12-01', '10:00'), 'due Dec 1'],
    ['yesterday', at('2026-11-22', '10:00'), 'due Nov 22'],
  ])('%s', (_name, due, text) => {
    expect(dueText(due, now, ZONE)).toBe(text);
  });
});

describe('lateText', () => {
  it.each([
    [30 * 1000, '1 min late'],
    [35 * MINUTE_MS, '35 min late'],
    [HOUR_MS - 1, '59 min late'],
    [HOUR_MS, '1 h late'],
    [2 * HOUR_MS + 59 * MINUTE_MS, '2 h late'],
    [47 * HOUR_MS, '47 h late'],
    [2 * DAY_MS, '2 d late'],
    [3.5 * DAY_MS, '3 d late'],
  ])('%i ms → %s', (ms, text) => {
    expect(lateText(ms)).toBe(text);
  });
});

describe('the due field in the dealership zone', () => {
  it.each([
    ['2026-11-26T10:00', at('2026-11-26', '10:00')],
    ['2026-07-04T23:59', at('2026-07-04', '23:59')],
  ])('%s', (value, instant) => {
    expect(fromLocalInput(value, ZONE)).toBe(instant);
    expect(toLocalInput(instant, ZONE)).toBe(value);
  });
  it.each(['', '2026-11-26', '26/11/2026 10:00'])('refuses %j', (value) => {
    expect(fromLocalInput(value, ZONE)).toBeNull();
  });
});
