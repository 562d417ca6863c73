import { useId, useState } from 'react';
import { X } from 'lucide-react';
import {
  DEFAULT_BUSINESS_CALENDAR,
  WEEKDAYS,
  type OpeningHours,
  type Weekday,
} from '@domain/recon/business-calendar';
import { HOLIDAYS_MAX, businessCalendarSchema } from '@domain/recon/business-calendar-schema';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { ConfigSectionProps } from './section-props';

type Week = Record<Weekday, OpeningHours | null>;

const dayName = (day: Weekday) => day.charAt(0).toUpperCase() + day.slice(1);

/** The IANA zones the browser knows, or null where it cannot list them (a text field then). */
const KNOWN_TIME_ZONES: readonly string[] | null =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : null;

/** A day being opened takes the hours of the nearest open day before it. */
function hoursToOpen(week: Week, day: Weekday): OpeningHours {
  const at = WEEKDAYS.indexOf(day);
  for (const source of [week, DEFAULT_BUSINESS_CALENDAR.week]) {
    for (let back = 1; back <= WEEKDAYS.length; back++) {
      const hours = source[WEEKDAYS[(at - back + WEEKDAYS.length) % WEEKDAYS.length] ?? day];
      if (hours) return { ...hours };
    }
  }
  return { open: '00:00', close: '24:00' };
}

/**
 * The dealership's business calendar (issue #26 item 4): time zone, opening hours of each
 * weekday and holidays. Saved with the configuration; each problem names its field.
 */
export function BusinessHoursSection({
  draft,
  edit,
  readOnly,
}: ConfigSectionProps & { readOnly: boolean }) {
  const id = useId();
  const [holiday, setHoliday] = useState('');
  const calendar = draft.businessHours;
  const zones = KNOWN_TIME_ZONES;
  const checked = businessCalendarSchema.safeParse(calendar);
  const problemAt = (...path: string[]) =>
    checked.error?.issues.find((issue) => path.every((part, i) => issue.path[i] === part))?.message;
  const canAdd =
    holiday !== '' &&
    !calendar.holidays.includes(holiday) &&
    calendar.holidays.length < HOLIDAYS_MAX;
  const setTime = (day: Weekday, edge: keyof OpeningHours, value: string) =>
    edit((c) => {
      const hours = c.businessHours.week[day];
      if (hours) hours[edge] = value;
    });

  return (
    <fieldset
      disabled={readOnly}
      className="grid min-w-0 gap-4 rounded-lg border border-slate-200 p-4"
    >
      <legend className="px-1 text-sm font-semibold">Business hours</legend>
      <p className="text-sm text-slate-600">
        Steps set to business hours only count time while the dealership is open.
      </p>
      <FormField label="Time zone" error={problemAt('timeZone')}>
        {zones ? (
          <NativeSelect
            value={calendar.timeZone}
            onChange={(event) => edit((c) => void (c.businessHours.timeZone = event.target.value))}
          >
            {!zones.includes(calendar.timeZone) && (
              <option value={calendar.timeZone}>{calendar.timeZone}</option>
            )}
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </NativeSelect>
        ) : (
          <Input
            value={calendar.timeZone}
            placeholder="America/Chicago"
            onChange={(event) => edit((c) => void (c.businessHours.timeZone = event.target.value))}
          />
        )}
      </FormField>
      <div className="grid gap-3">
        {WEEKDAYS.map((day) => {
          const hours = calendar.week[day];
          const error = problemAt('week', day);
          return (
            <div
              key={day}
              role="group"
              aria-label={dayName(day)}
              className="grid grid-cols-2 items-center gap-2 sm:grid-cols-[7rem_6rem_1fr_1fr]"
            >
              <span className="text-sm font-medium">{dayName(day)}</span>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-primary"
                  checked={hours !== null}
                  onChange={(event) =>
                    edit(
                      (c) =>
                        void (c.businessHours.week[day] = event.target.checked
                          ? hoursToOpen(c.businessHours.week, day)
                          : null),
                    )
                  }
                />
                Open
              </label>
              {hours ? (
                <>
                  <FormField label="Opens">
                    <Input
                      type="time"
                      value={hours.open}
                      onChange={(event) => setTime(day, 'open', event.target.value)}
                    />
                  </FormField>
                  <FormField label="Closes">
                    <Input
                      type="time"
                      value={hours.close}
                      onChange={(event) => setTime(day, 'close', event.target.value)}
                    />
                  </FormField>
                </>
              ) : (
                <span className="text-sm text-slate-500 sm:col-span-2">Closed</span>
              )}
              <div className="col-span-2 sm:col-span-4">
                <FieldError id={`${id}-${day}-error`} message={error} />
              </div>
            </div>
          );
        })}
      </div>
      <div className="grid gap-2">
        <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
          <FormField label="Holiday" error={problemAt('holidays')}>
            <Input
              type="date"
              value={holiday}
              onChange={(event) => setHoliday(event.target.value)}
            />
          </FormField>
          <Button
            variant="outline"
            disabled={!canAdd}
            onClick={() => {
              edit(
                (c) =>
                  void (c.businessHours.holidays = [...c.businessHours.holidays, holiday].sort()),
              );
              setHoliday('');
            }}
          >
            Add holiday
          </Button>
        </div>
        {calendar.holidays.length === 0 ? (
          <p className="text-sm text-slate-500">No holidays: open every week as above.</p>
        ) : (
          <ul aria-label="Holidays" className="flex flex-wrap gap-2">
            {calendar.holidays.map((date) => (
              <li
                key={date}
                className="flex items-center gap-1 rounded-full border border-slate-300 py-1 pl-3 pr-1 text-sm"
              >
                {date}
                <Button
                  variant="ghost"
                  size="icon"
                  className="h-8 w-8"
                  aria-label={`Remove holiday ${date}`}
                  onClick={() =>
                    edit(
                      (c) =>
                        void (c.businessHours.holidays = c.businessHours.holidays.filter(
                          (d) => d !== date,
                        )),
                    )
                  }
                >
                  <X className="h-4 w-4" aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
