import { useId, useState } from 'react';
import { X } from 'lucide-react';
import type { OnCallSchedule } from '@domain/alerts/on-call';
import { WEEKDAYS, type Weekday } from '@domain/recon/business-calendar';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { describeFailure } from '@/lib/error-message';
import { useActiveUsers } from '@/features/settings/api/get-users';
import { useSaveOnCall } from '@/features/settings/api/on-call';

const dayName = (day: Weekday) => day.charAt(0).toUpperCase() + day.slice(1);
const NOBODY = 'Nobody';

/** The part of the schedule a server's answer names: "onCall.week.monday", "dates". */
function onCallFieldOf(field: string | undefined): string {
  const path = (field ?? '').replace(/^onCall\./, '');
  if (path.startsWith('week.')) return path;
  if (path.startsWith('dates.')) return path;
  return path === 'dates' ? 'dates' : 'schedule';
}

/**
 * Who is on call (issue #32 item 6): a manager or admin per weekday, and dates that say
 * otherwise (a person, or nobody). Promised cars and the top of the escalation ladder go there.
 */
export function OnCallEditor({
  schedule,
  readOnly,
}: {
  schedule: OnCallSchedule;
  readOnly: boolean;
}) {
  const id = useId();
  const save = useSaveOnCall();
  const managers = useActiveUsers().filter((user) => user.role !== 'user');
  const [draft, setDraft] = useState<OnCallSchedule>(() => structuredClone(schedule));
  const [date, setDate] = useState('');
  const [datePerson, setDatePerson] = useState('');
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [saved, setSaved] = useState(false);
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);
  const nameOf = (userId: string | null) => {
    if (userId === null) return NOBODY;
    const user = managers.find((m) => m.id === userId);
    return user ? user.fullName || user.username : 'Someone no longer a manager';
  };
  const change = (next: (d: OnCallSchedule) => void) => {
    setSaved(false);
    setDraft((previous) => {
      const copy = structuredClone(previous);
      next(copy);
      return copy;
    });
  };
  const personOptions = (current: string | null) => (
    <>
      <option value="">{NOBODY}</option>
      {current !== null && !managers.some((m) => m.id === current) && (
        <option value={current}>{nameOf(current)}</option>
      )}
      {managers.map((user) => (
        <option key={user.id} value={user.id}>
          {user.fullName || user.username}
        </option>
      ))}
    </>
  );

  const addDate = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      setProblem({ field: 'dates', message: 'Pick the date to set, such as 2026-12-25' });
      return;
    }
    setProblem(null);
    change((d) => void (d.dates[date] = datePerson || null));
    setDate('');
    setDatePerson('');
  };

  const submit = () => {
    setProblem(null);
    save.mutate(draft, {
      onSuccess: () => setSaved(true),
      onError: (error) => {
        const { message, field } = describeFailure(error, 'The on-call rota was not saved.');
        setProblem({ field: onCallFieldOf(field), message });
      },
    });
  };

  const dates = Object.keys(draft.dates).sort();
  return (
    <fieldset
      disabled={readOnly}
      className="grid min-w-0 gap-4 rounded-lg border border-slate-200 p-4"
    >
      <legend className="px-1 text-sm font-semibold">Manager on call</legend>
      <p className="text-sm text-slate-600">
        Promised cars and the last escalation go to the manager on call that day.
      </p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {WEEKDAYS.map((day) => (
          <FormField key={day} label={dayName(day)} error={errorOf(`week.${day}`)}>
            <NativeSelect
              value={draft.week[day] ?? ''}
              onChange={(e) => change((d) => void (d.week[day] = e.target.value || null))}
            >
              {personOptions(draft.week[day])}
            </NativeSelect>
          </FormField>
        ))}
      </div>
      <div className="grid gap-2">
        <h4 className="text-sm font-semibold">Dates that differ</h4>
        {dates.length > 0 && (
          <ul aria-label="On-call dates" className="grid gap-1">
            {dates.map((day) => (
              <li key={day} className="grid gap-1 rounded bg-slate-50 p-2 text-sm">
                <span className="flex items-center justify-between gap-2">
                  <span>
                    <span className="font-semibold tabular-nums">{day}</span>:{' '}
                    {nameOf(draft.dates[day] ?? null)}
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${day}`}
                    onClick={() => change((d) => void delete d.dates[day])}
                  >
                    <X className="h-4 w-4" aria-hidden />
                  </Button>
                </span>
                <FieldError id={`${id}-${day}-error`} message={errorOf(`dates.${day}`)} />
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-date`}>Date</Label>
            <Input
              id={`${id}-date`}
              type="date"
              className="w-44"
              value={date}
              aria-invalid={errorOf('dates') ? true : undefined}
              aria-describedby={errorOf('dates') ? `${id}-dates-error` : undefined}
              onChange={(e) => setDate(e.target.value)}
            />
          </div>
          <div className="grid min-w-40 flex-1 gap-1.5 sm:flex-none">
            <Label htmlFor={`${id}-date-person`}>On call that day</Label>
            <NativeSelect
              id={`${id}-date-person`}
              value={datePerson}
              onChange={(e) => setDatePerson(e.target.value)}
            >
              {personOptions(null)}
            </NativeSelect>
          </div>
          <Button variant="outline" onClick={addDate}>
            Add date
          </Button>
        </div>
        <FieldError id={`${id}-dates-error`} message={errorOf('dates')} />
      </div>
      <div className="flex items-center justify-end gap-2">
        {saved && (
          <span role="status" className="text-sm text-emerald-700">
            Saved
          </span>
        )}
        <Button disabled={save.isPending} onClick={submit}>
          {save.isPending ? 'Saving…' : 'Save on-call rota'}
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={errorOf('schedule')} />
    </fieldset>
  );
}
