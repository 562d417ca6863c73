/**
 * The manager on call (issue #32 item 6): a weekly rota a manager sets by weekday, and dates
 * that override it (a holiday, someone away). Promised cars and the top of the escalation
 * ladder go to whoever is on call on the dealership's local day of the moment: a night alert
 * at 02:00 Tuesday reaches Tuesday's manager.
 */
import { z } from 'zod';
import { WEEKDAYS, type Weekday } from '../recon/business-calendar';
import { localDateString } from '../recon/business-time';

const DATE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;
/** A year of overrides is plenty; older ones are dropped by the server when it saves. */
export const ON_CALL_DATES_MAX = 366;

const userId = (path: string) => z.uuid({ error: `${path} must be a user id or null` }).nullable();

export const onCallScheduleSchema = z
  .strictObject({
    week: z
      .strictObject(
        Object.fromEntries(
          WEEKDAYS.map((day) => [day, userId(`onCall.week.${day}`).default(null)]),
        ) as Record<Weekday, z.ZodDefault<ReturnType<typeof userId>>>,
      )
      .default(() => ({
        monday: null,
        tuesday: null,
        wednesday: null,
        thursday: null,
        friday: null,
        saturday: null,
        sunday: null,
      })),
    /** A date's own manager, or null: nobody on call that day, whatever the rota says. */
    dates: z
      .record(z.string(), userId('onCall.dates'))
      .refine(
        // A refinement, not a key schema: zod reports a bad key only as "Invalid key in record".
        (dates) => Object.keys(dates).every((date) => DATE.test(date)),
        'onCall.dates must be keyed by dates such as 2026-12-25',
      )
      .refine(
        (dates) => Object.keys(dates).length <= ON_CALL_DATES_MAX,
        `onCall.dates must have at most ${ON_CALL_DATES_MAX} dates`,
      )
      .default(() => ({})),
  })
  .meta({ id: 'OnCallSchedule' });
export type OnCallSchedule = z.infer<typeof onCallScheduleSchema>;

/** The weekday of a calendar date ("YYYY-MM-DD"). */
function weekdayOf(date: string): Weekday {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7] ?? 'monday';
}

/** Who is on call on a local date: its own entry, else the rota's weekday; null for nobody. */
export function onCallOn(date: string, schedule: OnCallSchedule): string | null {
  if (Object.hasOwn(schedule.dates, date)) return schedule.dates[date] ?? null;
  return schedule.week[weekdayOf(date)];
}

/** Who is on call at an instant, by the dealership's local date. */
export function onCallAt(at: number, schedule: OnCallSchedule, timeZone: string): string | null {
  return onCallOn(localDateString(at, timeZone), schedule);
}
