import { useState, type KeyboardEvent } from 'react';
import { vehicleUpdateSchema, type Vehicle } from '@domain/api/vehicles';
import type { DistanceUnit } from '@domain/dealership-config';
import { readPriceCents } from '@domain/vehicle/cell-values';
import { describeField, type VehicleFieldKey } from '@domain/vehicle/fields';
import { fieldDisplay } from '@/features/vehicles/model/field-display';
import { cn } from '@/lib/cn';
import { updateFailureMessage, useUpdateVehicle } from '@/features/vehicles/api/update-vehicle';
import { useWriteAccess } from '@/lib/write-access';

/** The value as a draft starts: a price in dollars ('23995.00'), the rest as it is. */
function display(vehicle: Vehicle, field: VehicleFieldKey): string {
  const value = vehicle[field];
  if (value === null || value === undefined) return '';
  if (describeField(field).money && typeof value === 'number') return (value / 100).toFixed(2);
  return String(value);
}

/** The value as the cell shows it: '$23,995', '77,000 km', else the draft form. */
function shown(vehicle: Vehicle, field: VehicleFieldKey, distanceUnit: DistanceUnit): string {
  return vehicle[field] === null ? '' : fieldDisplay(vehicle, field, distanceUnit);
}

/** The typed value of a draft, as the field's control reads it ('' is none where allowed). */
function draftValue(field: VehicleFieldKey, draft: string): unknown {
  const text = draft.trim();
  const schema = vehicleUpdateSchema.shape[field];
  if (text === '' && schema.safeParse(null).success) return null;
  const control = describeField(field).edit?.control;
  // A price is typed in dollars and stored in cents.
  if (control === 'money') return readPriceCents(text).value ?? Number.NaN;
  return control === 'number' ? Number(text) : draft;
}

/** Click (or Enter) to edit; Enter or leaving saves, Escape cancels. Validated like the API. */
export function EditableCell({
  vehicle,
  field,
  label: fieldLabel,
  className,
  distanceUnit,
}: {
  vehicle: Vehicle;
  field: VehicleFieldKey;
  distanceUnit: DistanceUnit;
  /** The column's name as the dealership calls it. */
  label: string;
  className?: string;
}) {
  const update = useUpdateVehicle({ toastErrors: false });
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const label = `${fieldLabel} of ${vehicle.stockNumber}`;
  const numeric = describeField(field).edit?.control === 'number';
  const decimal = describeField(field).edit?.control === 'money';
  const { readOnly } = useWriteAccess();

  const commit = () => {
    if (draft === null) return;
    const raw = draftValue(field, draft);
    const parsed = vehicleUpdateSchema.safeParse({ [field]: raw, version: vehicle.version });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid value');
      return;
    }
    setError(null);
    if (String(raw ?? '') === display(vehicle, field)) return setDraft(null);
    // The draft stays open until saved, so a refusal (a stock number taken) is shown on it.
    update.mutate(
      { vehicle, patch: { [field]: parsed.data[field] } },
      {
        onSuccess: () => setDraft(null),
        onError: (failure) => setError(updateFailureMessage(failure)),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape') {
      event.stopPropagation();
      setDraft(null);
      setError(null);
    }
  };

  // Read-only (0031): the value, with nothing to click.
  if (readOnly) {
    return (
      <span className={cn('block truncate px-1 py-0.5', className)}>
        {shown(vehicle, field, distanceUnit) || <span className="text-slate-400">—</span>}
      </span>
    );
  }
  if (draft === null) {
    return (
      <button
        type="button"
        aria-label={`Edit ${label}`}
        onClick={() => setDraft(display(vehicle, field))}
        className={cn(
          'w-full truncate rounded px-1 py-0.5 text-left hover:bg-primary/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
          className,
        )}
      >
        {shown(vehicle, field, distanceUnit) || <span className="text-slate-400">—</span>}
      </button>
    );
  }
  return (
    <div>
      <input
        autoFocus
        aria-label={label}
        aria-invalid={error ? true : undefined}
        value={draft}
        inputMode={numeric ? 'numeric' : decimal ? 'decimal' : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        className="h-8 w-full min-w-20 rounded border border-primary px-1 text-sm focus-visible:outline-none aria-[invalid=true]:border-red-600"
      />
      {error && (
        <p role="alert" className="mt-0.5 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
