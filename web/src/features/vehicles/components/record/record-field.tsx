import { useState, type FormEvent } from 'react';
import { Pencil } from 'lucide-react';
import { vehicleUpdateSchema, type Vehicle, type VehicleUpdate } from '@domain/api/vehicles';
import type { DistanceUnit } from '@domain/dealership-config';
import { readPriceCents } from '@domain/vehicle/cell-values';
import { describeField, type VehicleFieldKey } from '@domain/vehicle/fields';
import { vinFeedback } from '@domain/vin';
import { Button } from '@/components/ui/button';
import { Switch } from 'radix-ui';
import { cn } from '@/lib/cn';
import { updateFailureMessage, useUpdateVehicle } from '@/features/vehicles/api/update-vehicle';
import { fieldDisplay, toDateTimeLocal } from '@/features/vehicles/model/field-display';

interface RecordFieldProps {
  vehicle: Vehicle;
  field: VehicleFieldKey;
  label: string;
  editable: boolean;
  distanceUnit: DistanceUnit;
}

/** A draft as the field's control reads it ('' is none where the field allows none). */
function draftValue(field: VehicleFieldKey, draft: string): unknown {
  const control = describeField(field).edit?.control;
  const text = draft.trim();
  if (text === '' && vehicleUpdateSchema.shape[field].safeParse(null).success) return null;
  if (control === 'number' || control === 'days') return Number(text);
  // A price is typed in dollars ('23,995.50') and stored in cents.
  if (control === 'money') return readPriceCents(text).value ?? Number.NaN;
  if (control === 'time') return new Date(draft).getTime();
  return draft;
}

function draftOf(vehicle: Vehicle, field: VehicleFieldKey): string {
  const value = vehicle[field];
  if (value === null || value === undefined) return '';
  if (describeField(field).edit?.control === 'time') return toDateTimeLocal(Number(value));
  if (describeField(field).edit?.control === 'money') return (Number(value) / 100).toFixed(2);
  return String(value);
}

const inputClass =
  'h-9 w-full rounded-md border border-slate-300 px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary aria-[invalid=true]:border-red-600';

/** One field of the record: its value, and — where the role allows — an editor in place. */
export function RecordField({ vehicle, field, label, editable, distanceUnit }: RecordFieldProps) {
  const update = useUpdateVehicle({ toastErrors: false });
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const control = describeField(field).edit?.control;
  const wide = control === 'textarea' || control === 'vin';

  const save = async (value: unknown) => {
    const parsed = vehicleUpdateSchema.safeParse({ [field]: value, version: vehicle.version });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Invalid value');
    const patch: Omit<VehicleUpdate, 'version'> = { [field]: parsed.data[field] };
    try {
      setError(null);
      await update.mutateAsync({ vehicle, patch });
      setDraft(null);
    } catch (failure) {
      setError(updateFailureMessage(failure));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft !== null) void save(draftValue(field, draft));
  };
  const cancel = () => {
    setDraft(null);
    setError(null);
  };

  if (control === 'toggle') {
    return (
      <div className="flex items-center justify-between gap-3 py-1">
        <dt className="text-sm text-slate-700">{label}</dt>
        <dd>
          <Switch.Root
            aria-label={label}
            checked={Boolean(vehicle[field])}
            disabled={!editable || update.isPending}
            onCheckedChange={(checked) => void save(checked)}
            className="relative h-6 w-11 rounded-full bg-slate-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:opacity-50 data-[state=checked]:bg-primary"
          >
            <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
          </Switch.Root>
          {error && <FieldMessage tone="error" text={error} />}
        </dd>
      </div>
    );
  }

  return (
    <div className={cn('grid min-w-0 gap-0.5 py-1', wide && 'sm:col-span-2')}>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="min-w-0">
        {draft === null ? (
          <div className="flex min-w-0 items-start gap-1">
            <span
              className={cn(
                'min-w-0 flex-1 break-words text-sm font-medium',
                control === 'vin' && 'font-mono',
                control === 'textarea' && 'whitespace-pre-wrap',
              )}
            >
              {fieldDisplay(vehicle, field, distanceUnit)}
            </span>
            {editable && (
              <button
                type="button"
                aria-label={`Edit ${label}`}
                onClick={() => setDraft(draftOf(vehicle, field))}
                className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded text-slate-500 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
              >
                <Pencil className="h-3.5 w-3.5" aria-hidden />
              </button>
            )}
          </div>
        ) : (
          <form
            onSubmit={submit}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                cancel();
              }
            }}
            className="grid gap-1.5"
          >
            {control === 'textarea' ? (
              <textarea
                autoFocus
                aria-label={label}
                aria-invalid={error ? true : undefined}
                value={draft}
                rows={4}
                onChange={(event) => setDraft(event.target.value)}
                className={cn(inputClass, 'h-auto py-1.5')}
              />
            ) : (
              <input
                autoFocus
                aria-label={label}
                aria-invalid={error ? true : undefined}
                value={draft}
                type={control === 'time' ? 'datetime-local' : 'text'}
                inputMode={control === 'number' || control === 'days' ? 'decimal' : undefined}
                onChange={(event) => setDraft(event.target.value)}
                className={cn(inputClass, control === 'vin' && 'font-mono uppercase')}
              />
            )}
            {control === 'vin' && <VinHint value={draft} year={vehicle.year} />}
            {error && <FieldMessage tone="error" text={error} />}
            <div className="flex gap-2">
              <Button type="submit" size="sm" disabled={update.isPending}>
                Save
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={cancel}>
                Cancel
              </Button>
            </div>
          </form>
        )}
      </dd>
    </div>
  );
}

function VinHint({ value, year }: { value: string; year: number }) {
  const feedback = vinFeedback(value, year);
  return (
    <FieldMessage
      tone={feedback.tone === 'ok' ? 'ok' : feedback.tone === 'warn' ? 'warn' : 'muted'}
      text={feedback.text}
    />
  );
}

function FieldMessage({ tone, text }: { tone: 'error' | 'ok' | 'warn' | 'muted'; text: string }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : undefined}
      aria-live={tone === 'error' ? undefined : 'polite'}
      className={cn(
        'text-xs',
        tone === 'error' && 'text-red-700',
        tone === 'ok' && 'text-emerald-700',
        tone === 'warn' && 'text-amber-800',
        tone === 'muted' && 'text-slate-500',
      )}
    >
      {text}
    </p>
  );
}
