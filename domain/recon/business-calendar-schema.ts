import { z } from 'zod';
import { WEEKDAYS, isTimeZone, type Weekday } from './business-calendar';

/**
 * The business calendar in the dealership configuration (`businessHours`, issue #26 item 4).
 * Every message names its field path, like the rest of the configuration schema.
 */

const CLOCK = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const DATE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;
export const HOLIDAYS_MAX = 100;

function clockTime(path: string) {
  return z
    .string({ error: `${path} must be a time such as 08:00` })
    .regex(CLOCK, `${path} must be a time such as 08:00`);
}

function openingHours(day: Weekday) {
  const path = `businessHours.week.${day}`;
  return z
    .strictObject({ open: clockTime(`${path}.open`), close: clockTime(`${path}.close`) })
    .refine((hours) => hours.open < hours.close, {
      message: `${path}.close must be after ${path}.open`,
      path: ['close'],
    })
    .nullable();
}

export const businessCalendarSchema = z
  .strictObject({
    timeZone: z
      .string({ error: 'businessHours.timeZone must be text' })
      .refine(
        isTimeZone,
        'businessHours.timeZone must be an IANA time zone such as America/Chicago',
      ),
    week: z.strictObject(
      Object.fromEntries(WEEKDAYS.map((day) => [day, openingHours(day)])) as Record<
        Weekday,
        ReturnType<typeof openingHours>
      >,
    ),
    holidays: z
      .array(
        z
          .string({ error: 'businessHours.holidays must be dates such as 2026-12-25' })
          .regex(DATE, 'businessHours.holidays must be dates such as 2026-12-25'),
        { error: 'businessHours.holidays must be a list' },
      )
      .max(HOLIDAYS_MAX, `businessHours.holidays must have at most ${HOLIDAYS_MAX} dates`),
  })
  .meta({ id: 'BusinessCalendar' });
