/**
 * Elapsed business time (issue #26 item 4): how much of a span the dealership was open, by
 * its calendar's time zone, weekly hours and holidays. Intl (not a library) turns wall-clock
 * opening hours into instants: the runtime's own IANA data, no dependency (decision 0071).
 */
import { DAY_MS, MINUTE_MS } from '../time';
import { WEEKDAYS, type BusinessCalendar, type OpeningHours } from './business-calendar';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/** The wall-clock fields at `at` in the zone, as if they were UTC (ms). */
function wallClockAsUtc(at: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** The zone's offset from UTC at `at` (ms; positive east of Greenwich). */
function offsetAt(at: number, timeZone: string): number {
  return wallClockAsUtc(Math.floor(at / 1000) * 1000, timeZone) - Math.floor(at / 1000) * 1000;
}

/**
 * The instant a wall-clock time of a date has in the zone. A time the clocks skip (spring
 * forward) counts from the new offset, so an opening at 02:30 on that day opens at 03:30.
 */
function instantOf(date: LocalDate, minutes: number, timeZone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minutes * MINUTE_MS;
  const guessOffset = offsetAt(wall, timeZone);
  const first = wall - guessOffset;
  const actualOffset = offsetAt(first, timeZone);
  if (actualOffset === guessOffset) return first;
  const second = wall - actualOffset;
  // `second` shows the asked wall time unless that time was skipped: then `first`, an hour on.
  return offsetAt(second, timeZone) === actualOffset ? second : first;
}

/**
 * Instants already worked out, by zone and date: a board derives the status of thousands of cars
 * on every change, and their days are mostly the same few, while each instant costs Intl several
 * formatToParts calls (issue #26's 150 ms budget for a move to reach an open board). Bounded:
 * each is emptied when it grows past a few years of days in a few zones.
 */
const INTERVALS_MAX = 10_000;
const intervals = new Map<string, [number, number]>();

/** The instants a local date begins and ends at, by zone and day number (no date string). */
const dayBounds = new Map<string, Map<number, [number, number]>>();

/** The instants a local day (its number: UTC midnight / DAY_MS) begins and ends at, by zone. */
function boundsOfDay(day: number, timeZone: string): [number, number] {
  let zone = dayBounds.get(timeZone);
  if (!zone) {
    zone = new Map();
    dayBounds.set(timeZone, zone);
  }
  let bounds = zone.get(day);
  if (!bounds) {
    if (zone.size >= INTERVALS_MAX) zone.clear();
    const local = dateOfDay(day);
    bounds = [instantOf(local, 0, timeZone), instantOf(addDays(local, 1), 0, timeZone)];
    zone.set(day, bounds);
  }
  return bounds;
}

function dateOfDay(day: number): LocalDate {
  const utc = new Date(day * DAY_MS);
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() };
}

/**
 * The local date at `at` as a day number: the UTC date or a neighbour (every zone is within a
 * day of UTC), the one whose bounds hold it; the bounds of a day are known once, so a board of
 * thousands of cars asks Intl about a few days, not about each car, and the scoreboard's walk
 * over 35,000 stays builds no date for each (decision 0133).
 */
function localDayOf(at: number, timeZone: string): number {
  const utcDay = Math.floor(at / DAY_MS);
  for (const day of [utcDay, utcDay - 1, utcDay + 1]) {
    const [start, end] = boundsOfDay(day, timeZone);
    if (at >= start && at < end) return day;
  }
  const wall = new Date(wallClockAsUtc(at, timeZone));
  return Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()) / DAY_MS;
}

/** The local date at `at` (localDayOf). */
function localDateOf(at: number, timeZone: string): LocalDate {
  return dateOfDay(localDayOf(at, timeZone));
}

function addDays(date: LocalDate, days: number): LocalDate {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

function isoDate(date: LocalDate): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

function minutesOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The day's opening hours, or null when it is closed (its weekday or a holiday). */
function hoursOn(date: LocalDate, calendar: BusinessCalendar): OpeningHours | null {
  if (calendar.holidays.includes(isoDate(date))) return null;
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  const weekday =
    WEEKDAYS[(new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7];
  return weekday ? calendar.week[weekday] : null;
}

/** The open interval of a date as instants, or null when closed. */
function openInterval(date: LocalDate, calendar: BusinessCalendar): [number, number] | null {
  const hours = hoursOn(date, calendar);
  if (!hours) return null;
  const key = `${calendar.timeZone} ${isoDate(date)} ${hours.open} ${hours.close}`;
  let interval = intervals.get(key);
  if (!interval) {
    if (intervals.size >= INTERVALS_MAX) intervals.clear();
    interval = [
      instantOf(date, minutesOf(hours.open), calendar.timeZone),
      instantOf(date, minutesOf(hours.close), calendar.timeZone),
    ];
    intervals.set(key, interval);
  }
  return interval;
}

/**
 * Each calendar's open intervals by day number (a date's UTC midnight / DAY_MS), so a walk over
 * days builds no date string: the scoreboard walks the days of some 70,000 stays in one request
 * (issue #30's year of history, decision 0107), all with the one calendar it read. Keyed by the
 * calendar object: a changed configuration is a new object (the server reads one per request).
 */
const openByDay = new WeakMap<BusinessCalendar, Map<number, [number, number] | null>>();

function openIntervalOnDay(day: number, calendar: BusinessCalendar): [number, number] | null {
  let days = openByDay.get(calendar);
  if (!days) {
    days = new Map();
    openByDay.set(calendar, days);
  }
  let interval = days.get(day);
  if (interval === undefined) {
    if (days.size >= INTERVALS_MAX) days.clear();
    interval = openInterval(dateOfDay(day), calendar);
    days.set(day, interval);
  }
  return interval;
}

/** Past this many days a span is counted no further (a car parked in a step for years). */
const MAX_DAYS = 3 * 366;

/**
 * The sum over the open days between `from` and `to` of `measure(open ms of the span within
 * the day, the day's open ms)`: businessElapsedMs and businessDaysElapsed in one walk.
 */
function sumOverOpenDays(
  from: number,
  to: number,
  calendar: BusinessCalendar,
  measure: (covered: number, open: number) => number,
): number {
  if (!(to > from)) return 0;
  let total = 0;
  // From the day before: a zone behind UTC may hold `from` in the previous local day's hours.
  let day = localDayOf(from, calendar.timeZone) - 1;
  for (let i = 0; i <= MAX_DAYS; i += 1, day += 1) {
    const interval = openIntervalOnDay(day, calendar);
    if (interval) {
      if (interval[0] >= to) break;
      const covered = Math.max(0, Math.min(interval[1], to) - Math.max(interval[0], from));
      if (covered > 0) total += measure(covered, interval[1] - interval[0]);
    } else if (day * DAY_MS - DAY_MS > to) {
      break;
    }
  }
  return total;
}

/** How long the dealership was open between `from` and `to` (ms; 0 when to <= from). */
export function businessElapsedMs(from: number, to: number, calendar: BusinessCalendar): number {
  return sumOverOpenDays(from, to, calendar, (covered) => covered);
}

/**
 * Business days between `from` and `to` (issue #30, days in recon): each open day counts by
 * the share of its opening hours the span covers, so Friday 13:00 to Monday 13:00 with
 * Monday–Friday 8–18 is half a Friday and half a Monday: 1 business day, whatever the
 * length of the days. Closed days and holidays count nothing.
 */
export function businessDaysElapsed(from: number, to: number, calendar: BusinessCalendar): number {
  return sumOverOpenDays(from, to, calendar, (covered, open) => covered / open);
}

/** The wall-clock hour (0-23) of an instant in the zone: a digest's "7 a.m." is local. */
export function localHourOf(at: number, timeZone: string): number {
  return new Date(wallClockAsUtc(at, timeZone)).getUTCHours();
}

/** The calendar date ("YYYY-MM-DD") of an instant in the zone. */
export function localDateString(at: number, timeZone: string): string {
  return isoDate(localDateOf(at, timeZone));
}

/**
 * The first instant of a calendar date ("YYYY-MM-DD") in the zone: its midnight, or the
 * first instant after it when the clocks skip midnight.
 */
export function startOfLocalDay(date: string, timeZone: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return instantOf({ year, month, day }, 0, timeZone);
}

/** The instant of a wall-clock time ("HH:MM") on a calendar date ("YYYY-MM-DD") in the zone. */
export function instantOfLocalTime(date: string, time: string, timeZone: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return instantOf({ year, month, day }, hours * 60 + minutes, timeZone);
}

/** The date `days` after (or before) a calendar date ("YYYY-MM-DD"). */
export function addDaysToDate(date: string, days: number): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return isoDate(addDays({ year, month, day }, days));
}

/**
 * The instant at which `durationMs` of business time has passed since `from`, or null when
 * the calendar has no open hour within its horizon (every day closed). The board schedules a
 * tile's next colour change with it.
 */
export function addBusinessTime(
  from: number,
  durationMs: number,
  calendar: BusinessCalendar,
): number | null {
  if (durationMs <= 0) return from;
  let remaining = durationMs;
  let date = addDays(localDateOf(from, calendar.timeZone), -1);
  for (let i = 0; i <= MAX_DAYS; i += 1) {
    const interval = openInterval(date, calendar);
    if (interval && interval[1] > from) {
      const start = Math.max(interval[0], from);
      const open = interval[1] - start;
      if (remaining <= open) return start + remaining;
      remaining -= open;
    }
    date = addDays(date, 1);
  }
  return null;
}
