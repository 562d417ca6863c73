import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../time';
import { DEFAULT_BUSINESS_CALENDAR, type BusinessCalendar } from './business-calendar';
import {
  addBusinessTime,
  addDaysToDate,
  businessDaysElapsed,
  businessElapsedMs,
  localDateString,
  startOfLocalDay,
} from './business-time';

const ALL_DAY = { open: '00:00', close: '24:00' };
const NINE_TO_FIVE = { open: '09:00', close: '17:00' };

function calendar(overrides: Partial<BusinessCalendar> = {}): BusinessCalendar {
  return { ...structuredClone(DEFAULT_BUSINESS_CALENDAR), ...overrides };
}
const weekdaysOnly = calendar({
  week: { ...DEFAULT_BUSINESS_CALENDAR.week, saturday: null, sunday: null },
});
const openAlways = (timeZone: string) =>
  calendar({
    timeZone,
    week: {
      monday: ALL_DAY,
      tuesday: ALL_DAY,
      wednesday: ALL_DAY,
      thursday: ALL_DAY,
      friday: ALL_DAY,
      saturday: ALL_DAY,
      sunday: ALL_DAY,
    },
  });

/** 2026-11-27 is a Friday; New York is UTC-5 in November, UTC-4 in summer. */
const ny = (iso: string) => Date.parse(`${iso}-05:00`);

describe('businessElapsedMs', () => {
  it.each([
    // [case, calendar, from, to, expected hours]
    [
      'within one open day',
      DEFAULT_BUSINESS_CALENDAR,
      ny('2026-11-23T09:00'),
      ny('2026-11-23T11:30'),
      2.5,
    ],
    [
      'before opening counts nothing',
      DEFAULT_BUSINESS_CALENDAR,
      ny('2026-11-23T06:00'),
      ny('2026-11-23T08:00'),
      0,
    ],
    [
      'overnight counts only open hours',
      DEFAULT_BUSINESS_CALENDAR,
      ny('2026-11-23T17:00'),
      ny('2026-11-24T09:00'),
      2,
    ],
    [
      'Friday 17:00 to Saturday 12:00 (Saturday 9-17)',
      DEFAULT_BUSINESS_CALENDAR,
      ny('2026-11-27T17:00'),
      ny('2026-11-28T12:00'),
      4,
    ],
    [
      'Friday 17:00 to Monday 11:00, weekdays only',
      weekdaysOnly,
      ny('2026-11-27T17:00'),
      ny('2026-11-30T11:00'),
      4,
    ],
    [
      'a whole default week',
      DEFAULT_BUSINESS_CALENDAR,
      ny('2026-11-23T00:00'),
      ny('2026-11-30T00:00'),
      58,
    ],
    [
      'Christmas Friday is a holiday',
      calendar({ holidays: ['2026-12-25'] }),
      ny('2026-12-24T17:00'),
      ny('2026-12-26T10:00'),
      2,
    ],
    [
      'a holiday of another year does not count',
      calendar({ holidays: ['2025-12-25'] }),
      ny('2026-12-25T08:00'),
      ny('2026-12-25T10:00'),
      2,
    ],
    [
      'to before from is 0',
      DEFAULT_BUSINESS_CALENDAR,
      ny('2026-11-23T12:00'),
      ny('2026-11-23T10:00'),
      0,
    ],
  ])('%s', (_case, cal, from, to, hours) => {
    expect(businessElapsedMs(from, to, cal)).toBe(hours * HOUR_MS);
  });

  it.each([
    // Spring forward (2026-03-08, New York): Sunday has 23 hours.
    [
      'spring forward',
      'America/New_York',
      '2026-03-07T00:00:00-05:00',
      '2026-03-09T00:00:00-04:00',
      47,
    ],
    // Fall back (2026-11-01): Sunday has 25 hours.
    ['fall back', 'America/New_York', '2026-10-31T00:00:00-04:00', '2026-11-02T00:00:00-05:00', 49],
    ['UTC has no change', 'UTC', '2026-03-07T00:00:00Z', '2026-03-09T00:00:00Z', 48],
  ])('a DST change (%s) counts the hours the clocks show', (_case, zone, from, to, hours) => {
    expect(businessElapsedMs(Date.parse(from), Date.parse(to), openAlways(zone))).toBe(
      hours * HOUR_MS,
    );
  });

  it.each([
    // The same instants: 14:00-16:00 UTC is 9-11 in New York, 23-01 in Tokyo, 14-16 in London.
    ['America/New_York', 2],
    ['Asia/Tokyo', 0],
    ['Europe/London', 2],
    ['America/Los_Angeles', 0],
  ])('opening hours are wall-clock hours of the zone (%s)', (timeZone, hours) => {
    const cal = calendar({ timeZone, week: { ...openAlways(timeZone).week, ...weekNineToFive() } });
    expect(
      businessElapsedMs(
        Date.parse('2026-11-24T14:00:00Z'),
        Date.parse('2026-11-24T16:00:00Z'),
        cal,
      ),
    ).toBe(hours * HOUR_MS);
  });

  it('opens at the shifted hour when an opening falls in the skipped hour', () => {
    const cal = calendar({
      week: { ...openAlways('America/New_York').week, sunday: { open: '02:30', close: '04:00' } },
    });
    // 02:30 does not exist on 2026-03-08: open from 03:30 EDT (07:30 UTC) to 04:00 EDT.
    expect(
      businessElapsedMs(
        Date.parse('2026-03-08T06:00:00Z'),
        Date.parse('2026-03-08T09:00:00Z'),
        cal,
      ),
    ).toBe(30 * MINUTE_MS);
  });
});

function weekNineToFive() {
  return {
    monday: NINE_TO_FIVE,
    tuesday: NINE_TO_FIVE,
    wednesday: NINE_TO_FIVE,
    thursday: NINE_TO_FIVE,
    friday: NINE_TO_FIVE,
  };
}

describe('addBusinessTime', () => {
  it.each([
    [
      'Friday 17:00 + 4 h: Saturday 12:00',
      DEFAULT_BUSINESS_CALENDAR,
      '2026-11-27T17:00',
      4,
      '2026-11-28T12:00',
    ],
    [
      'Friday 17:00 + 4 h, weekdays only: Monday 11:00',
      weekdaysOnly,
      '2026-11-27T17:00',
      4,
      '2026-11-30T11:00',
    ],
    [
      'from a closed hour, the clock starts at opening',
      DEFAULT_BUSINESS_CALENDAR,
      '2026-11-23T06:00',
      1,
      '2026-11-23T09:00',
    ],
    [
      'zero is the start itself',
      DEFAULT_BUSINESS_CALENDAR,
      '2026-11-29T06:00',
      0,
      '2026-11-29T06:00',
    ],
  ])('%s', (_case, cal, from, hours, expected) => {
    expect(addBusinessTime(ny(from), hours * HOUR_MS, cal)).toBe(ny(expected));
  });

  it('is the inverse of businessElapsedMs', () => {
    const from = ny('2026-11-26T15:20');
    const at = addBusinessTime(from, 13 * HOUR_MS, DEFAULT_BUSINESS_CALENDAR);
    expect(at).not.toBeNull();
    expect(businessElapsedMs(from, at ?? 0, DEFAULT_BUSINESS_CALENDAR)).toBe(13 * HOUR_MS);
  });

  it('is null when the calendar never opens', () => {
    const closed = calendar({
      week: Object.fromEntries(
        Object.keys(DEFAULT_BUSINESS_CALENDAR.week).map((day) => [day, null]),
      ) as BusinessCalendar['week'],
    });
    expect(addBusinessTime(ny('2026-11-23T09:00'), HOUR_MS, closed)).toBeNull();
  });
});

describe('businessDaysElapsed', () => {
  it.each([
    // [case, calendar, from, to, expected business days]
    ['a whole open day', DEFAULT_BUSINESS_CALENDAR, '2026-11-23T08:00', '2026-11-23T18:00', 1],
    ['half an open day', DEFAULT_BUSINESS_CALENDAR, '2026-11-23T08:00', '2026-11-23T13:00', 0.5],
    [
      'Friday 13:00 to Monday 13:00, weekdays only: the weekend counts nothing',
      weekdaysOnly,
      '2026-11-27T13:00',
      '2026-11-30T13:00',
      1,
    ],
    [
      'the same span with Saturday 9-17 open: Saturday is a whole day',
      DEFAULT_BUSINESS_CALENDAR,
      '2026-11-27T13:00',
      '2026-11-30T13:00',
      2,
    ],
    [
      'half of a short Saturday is half a day',
      DEFAULT_BUSINESS_CALENDAR,
      '2026-11-28T09:00',
      '2026-11-28T13:00',
      0.5,
    ],
    [
      'a holiday counts nothing',
      calendar({ holidays: ['2026-11-26'] }),
      '2026-11-25T18:00',
      '2026-11-27T08:00',
      0,
    ],
    ['to before from is 0', DEFAULT_BUSINESS_CALENDAR, '2026-11-23T12:00', '2026-11-23T10:00', 0],
  ])('%s', (_case, cal, from, to, days) => {
    expect(businessDaysElapsed(ny(from), ny(to), cal)).toBeCloseTo(days, 10);
  });
});

describe('local dates', () => {
  it.each([
    // 05:00 UTC on the 24th is still the 23rd in New York and already the 24th in Tokyo.
    ['2026-11-24T04:59:59Z', 'America/New_York', '2026-11-23'],
    ['2026-11-24T05:00:00Z', 'America/New_York', '2026-11-24'],
    ['2026-11-23T15:00:00Z', 'Asia/Tokyo', '2026-11-24'],
  ])('%s is %s', (at, zone, date) => {
    expect(localDateString(Date.parse(at), zone)).toBe(date);
  });

  it.each([
    ['2026-11-24', 'America/New_York', '2026-11-24T05:00:00Z'],
    ['2026-07-01', 'America/New_York', '2026-07-01T04:00:00Z'],
    ['2026-11-24', 'Asia/Tokyo', '2026-11-23T15:00:00Z'],
  ])('%s starts at its midnight in %s', (date, zone, at) => {
    expect(startOfLocalDay(date, zone)).toBe(Date.parse(at));
  });

  it.each([
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 91, '2027-04-01'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDaysToDate(date, days)).toBe(expected);
  });
});
