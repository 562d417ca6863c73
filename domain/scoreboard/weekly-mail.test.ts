import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_CALENDAR, type BusinessCalendar } from '../recon/business-calendar';
import { dueWeeklyMail, weeklyMailKey, weeklyMailWeek } from './weekly-mail';

const calendar = (timeZone: string, monday: BusinessCalendar['week']['monday']) => ({
  ...DEFAULT_BUSINESS_CALENDAR,
  timeZone,
  week: { ...DEFAULT_BUSINESS_CALENDAR.week, monday },
});
const NY = calendar('America/New_York', { open: '08:00', close: '18:00' });
const TOKYO = calendar('Asia/Tokyo', { open: '10:00', close: '19:00' });
const CLOSED_MONDAY = calendar('America/New_York', null);

describe("Monday's mail: when it is due", () => {
  const cases: [string, BusinessCalendar, string, string | null][] = [
    ['before the opening', NY, '2026-11-23T12:59:59Z', null],
    ['at the opening (EST)', NY, '2026-11-23T13:00:00Z', '2026-11-23'],
    ['at the opening in summer time (EDT)', NY, '2026-06-01T12:00:00Z', '2026-06-01'],
    ['the last instant of its day', NY, '2026-11-24T12:59:59Z', '2026-11-23'],
    ['a day after the opening', NY, '2026-11-24T13:00:00Z', null],
    // Tokyo's Monday 10:00 is Monday 01:00 UTC: still Sunday in New York.
    ['in Tokyo', TOKYO, '2026-11-23T01:00:00Z', '2026-11-23'],
    ['Monday closed: 08:00', CLOSED_MONDAY, '2026-11-23T13:00:00Z', '2026-11-23'],
  ];
  it.each(cases)('%s', (_name, hours, at, monday) => {
    expect(dueWeeklyMail(Date.parse(at), hours)?.monday ?? null).toBe(monday);
  });

  it('is for the Monday-to-Sunday before, keyed by Monday and person', () => {
    expect(weeklyMailWeek(Date.parse('2026-11-25T12:00:00Z'), 'America/New_York')).toEqual({
      monday: '2026-11-23',
      period: { from: '2026-11-16', to: '2026-11-22' },
    });
    expect(weeklyMailKey('2026-11-23', 'u1')).toBe('scoreboard-weekly:2026-11-23:u1');
  });
});
