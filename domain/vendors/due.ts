import { WEEKDAYS, type BusinessCalendar } from '../recon/business-calendar';
import { addDaysToDate, instantOfLocalTime, localDateString } from '../recon/business-time';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time';

/** A job's due time unless the sender picks one (issue #31 item 2: two business days). */
export const DEFAULT_DUE_BUSINESS_DAYS = 2;
/** A calendar with no open day within this many days has no business days: calendar days. */
const SEARCH_DAYS = 60;

function weekdayOf(date: string) {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  // Date.UTC's day 0 is Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7] ?? 'monday';
}

function wallTime(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

/**
 * The default due time: the same wall-clock time on the dealership's second open day after
 * today (closed weekdays and holidays skipped), kept within that day's opening hours, so a
 * job sent Friday at 10:00 with Saturday open and Sunday closed is due Monday at 10:00.
 */
export function defaultDueAt(
  now: number,
  calendar: BusinessCalendar,
  businessDays = DEFAULT_DUE_BUSINESS_DAYS,
): number {
  const { timeZone } = calendar;
  let date = localDateString(now, timeZone);
  let counted = 0;
  for (let i = 0; i < SEARCH_DAYS && counted < businessDays; i += 1) {
    date = addDaysToDate(date, 1);
    const hours = calendar.week[weekdayOf(date)];
    if (hours && !calendar.holidays.includes(date)) counted += 1;
  }
  if (counted < businessDays) return now + businessDays * DAY_MS;
  const hours = calendar.week[weekdayOf(date)];
  let time = wallTime(now, timeZone);
  if (hours && time < hours.open) time = hours.open;
  if (hours && time > hours.close) time = hours.close;
  return instantOfLocalTime(date, time, timeZone);
}

/** 'due Thu' within the coming week, 'due today', else 'due Dec 3', in the dealership's zone. */
export function dueText(dueAt: number, now: number, timeZone: string): string {
  const dueDate = localDateString(dueAt, timeZone);
  if (dueDate === localDateString(now, timeZone)) return 'due today';
  const days = (dueAt - now) / DAY_MS;
  const options: Intl.DateTimeFormatOptions =
    days > 0 && days < 6 ? { weekday: 'short' } : { month: 'short', day: 'numeric' };
  return `due ${new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(dueAt)}`;
}

/** '35 min late', '2 h late', '3 d late' (units floored; a board's chip, issue #31 item 3). */
export function lateText(lateMs: number): string {
  if (lateMs < HOUR_MS) return `${String(Math.max(1, Math.floor(lateMs / MINUTE_MS)))} min late`;
  if (lateMs < 2 * DAY_MS) return `${String(Math.floor(lateMs / HOUR_MS))} h late`;
  return `${String(Math.floor(lateMs / DAY_MS))} d late`;
}

/** An instant as a datetime-local field's value ("2026-11-26T10:00") in the zone. */
export function toLocalInput(at: number, timeZone: string): string {
  return `${localDateString(at, timeZone)}T${wallTime(at, timeZone)}`;
}

/** A datetime-local field's value in the zone as an instant; null when not such a value. */
export function fromLocalInput(value: string, timeZone: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  if (!match?.[1] || !match[2]) return null;
  return instantOfLocalTime(match[1], match[2], timeZone);
}
