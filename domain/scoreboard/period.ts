/**
 * The scoreboard's periods (issue #30): whole calendar days in the dealership's time zone
 * (its business calendar's), `from` and `to` both included. The previous period is the same
 * number of days just before; the trend is the 13 weeks (Monday to Sunday) that end with the
 * period's last week.
 */
import { addDaysToDate, localDateString, startOfLocalDay } from '../recon/business-time';
import { DAY_MS } from '../time';

/** How many weeks the trend shows (issue #30: "the last 13 weeks"). */
export const TREND_WEEKS = 13;
/** A request naming no period gets the last 4 weeks. */
const DEFAULT_PERIOD_DAYS = 28;
/** The longest period one request may ask for, in days. */
export const PERIOD_MAX_DAYS = 366;

export interface ScoreboardPeriod {
  /** First day, "YYYY-MM-DD" in the dealership's zone. */
  from: string;
  /** Last day, included. */
  to: string;
  /** The first instant of `from` (ms). */
  start: number;
  /** The first instant after `to` (ms): the period is [start, end). */
  end: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() + 1 === month && date.getUTCDate() === day
  );
}

/** Days from `from` to `to`, both included (1 for a single day). */
export function daysInPeriod(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export function periodOf(from: string, to: string, timeZone: string): ScoreboardPeriod {
  return {
    from,
    to,
    start: startOfLocalDay(from, timeZone),
    end: startOfLocalDay(addDaysToDate(to, 1), timeZone),
  };
}

/** The same number of days just before the period. */
export function previousPeriodOf(period: ScoreboardPeriod, timeZone: string): ScoreboardPeriod {
  const days = daysInPeriod(period.from, period.to);
  return periodOf(addDaysToDate(period.from, -days), addDaysToDate(period.from, -1), timeZone);
}

/** The Monday of the week a date is in. */
export function mondayOf(date: string): string {
  // getUTCDay: 0 is Sunday; Monday is 0 days after itself, Sunday 6.
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDaysToDate(date, -weekday);
}

export const PERIOD_PRESETS = ['this-week', 'last-4-weeks', 'last-13-weeks'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/**
 * A preset's days, ending today in the zone: this week from its Monday; the last 4 and 13
 * weeks as 28 and 91 days.
 */
export function presetDates(
  preset: PeriodPreset,
  now: number,
  timeZone: string,
): { from: string; to: string } {
  const today = localDateString(now, timeZone);
  switch (preset) {
    case 'this-week':
      return { from: mondayOf(today), to: today };
    case 'last-4-weeks':
      return { from: addDaysToDate(today, -27), to: today };
    case 'last-13-weeks':
      return { from: addDaysToDate(today, -90), to: today };
  }
}

/** The trend's weeks, oldest first: Monday to Sunday, the last the one `to` is in. */
export function trendWeeks(
  period: Pick<ScoreboardPeriod, 'to'>,
  timeZone: string,
  count = TREND_WEEKS,
): ScoreboardPeriod[] {
  const lastMonday = mondayOf(period.to);
  return Array.from({ length: count }, (_, index) => {
    const monday = addDaysToDate(lastMonday, -7 * (count - 1 - index));
    return periodOf(monday, addDaysToDate(monday, 6), timeZone);
  });
}

/**
 * The days a request names, its missing ends filled: both missing, the last 4 weeks to
 * today; one missing, 4 weeks from `from` or up to `to`.
 */
export function resolvePeriodDates(
  query: { from?: string; to?: string },
  now: number,
  timeZone: string,
): { from: string; to: string } {
  const span = DEFAULT_PERIOD_DAYS - 1;
  if (query.from && query.to) return { from: query.from, to: query.to };
  if (query.from) return { from: query.from, to: addDaysToDate(query.from, span) };
  if (query.to) return { from: addDaysToDate(query.to, -span), to: query.to };
  return presetDates('last-4-weeks', now, timeZone);
}
