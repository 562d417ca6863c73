/**
 * A person's own quiet hours (issue #32 item 2): a daily window of wall-clock time in which no
 * alert reaches them, which may run across midnight (22:00-07:00). Read in a time zone, so a
 * DST change moves its instants and not its clock times.
 */
import { z } from 'zod';
import { addDaysToDate, instantOfLocalTime, localDateString } from '../recon/business-time';

const CLOCK = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

function clockTime(path: string) {
  return z
    .string({ error: `${path} must be a time such as 22:00` })
    .regex(CLOCK, `${path} must be a time such as 22:00`);
}

/** null: no quiet hours. A window from a time to the same time is refused: it says nothing. */
export const quietHoursSchema = z
  .strictObject({ start: clockTime('quietHours.start'), end: clockTime('quietHours.end') })
  .refine((hours) => hours.start !== hours.end, {
    message: 'quietHours.end must differ from quietHours.start',
    path: ['end'],
  })
  .nullable()
  .meta({ id: 'QuietHours' });
export type QuietHours = NonNullable<z.infer<typeof quietHoursSchema>>;

/** The quiet window that starts on a local date, as instants. */
function windowOn(date: string, hours: QuietHours, timeZone: string): [number, number] {
  const endDate = hours.end < hours.start ? addDaysToDate(date, 1) : date;
  return [
    instantOfLocalTime(date, hours.start, timeZone),
    instantOfLocalTime(endDate, hours.end, timeZone),
  ];
}

/**
 * When the quiet window holding `at` ends, or null when `at` is not quiet. The window that
 * started the day before is asked too: at 03:00 it is the one from last night's 22:00.
 */
export function quietHoursEndAt(at: number, hours: QuietHours, timeZone: string): number | null {
  const today = localDateString(at, timeZone);
  for (const date of [addDaysToDate(today, -1), today]) {
    const [start, end] = windowOn(date, hours, timeZone);
    if (at >= start && at < end) return end;
  }
  return null;
}
