import { useCallback, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { readPriceCents } from '@domain/vehicle/cell-values';
import type { z } from 'zod';
import { vehicleCreateSchema, type VehicleCreate, type VehicleType } from '@domain/api/vehicles';
import {
  describeField,
  fieldsEditedIn,
  type FieldControl,
  type VehicleFieldKey,
} from '@domain/vehicle/fields';
import { FORM_FIELDS_FROM_VIN, vinFilledNote } from '@domain/vehicle/vin-fill';
import { validateVin } from '@domain/vin';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SAVE_SHORTCUT_ATTRIBUTE } from '@/lib/app-events';
import { useClock } from '@/lib/clock';
import { describeFailure } from '@/lib/error-message';
import { useDecodeVin } from '@/features/vehicles/api/decode-vin';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';
import { fieldLabel } from '@/features/vehicles/model/field-labels';
import { VinField, type VinNote } from './vin-field';
import { VinScannerDialog } from './vin-scanner-dialog';

type FormInput = z.input<typeof vehicleCreateSchema>;
type FormKey = Extract<VehicleFieldKey, keyof FormInput>;

/**
 * The registry's 'form' fields (domain/vehicle/fields): a field marked for the add form
 * appears here with no change to this file. The grid's pairs come first, in registry order,
 * then the wide controls (a text area, then the toggles).
 */
const CONTROL_ORDER: Record<FieldControl, number> = {
  text: 0,
  number: 0,
  money: 0,
  vin: 0,
  workflow: 0,
  days: 0,
  time: 0,
  textarea: 1,
  toggle: 2,
};
const FORM_FIELDS = (fieldsEditedIn('form') as FormKey[])
  .map((key, index) => ({ key, index, rank: CONTROL_ORDER[describeField(key).edit!.control] }))
  .sort((a, b) => a.rank - b.rank || a.index - b.index)
  .map(({ key }) => key);

/** Each field starts at the contract's default; one without a default starts empty. */
const FORM_DEFAULTS = Object.fromEntries(
  FORM_FIELDS.map((key) => {
    const fallback = vehicleCreateSchema.shape[key].safeParse(undefined);
    if (fallback.success) return [key, fallback.data];
    const control = describeField(key).edit!.control;
    return [key, control === 'number' || control === 'money' ? null : ''];
  }),
) as Partial<FormInput>;

interface VehicleFormProps {
  defaultType: VehicleType;
  submitting: boolean;
  /** Saves; a refusal is shown on the field the server named (or above the buttons). */
  onSubmit: (vehicle: VehicleCreate) => Promise<unknown>;
  onCancel: () => void;
}

/** The add-vehicle form: react-hook-form with the domain's vehicleCreateSchema. */
export function VehicleForm({ defaultType, submitting, onSubmit, onCancel }: VehicleFormProps) {
  const { config } = useVehicleWorkspace();
  const clock = useClock();
  const [scanning, setScanning] = useState(false);
  const vinRef = useRef<HTMLInputElement | null>(null);
  const [initial] = useState<Partial<FormInput>>(() => ({
    ...FORM_DEFAULTS,
    year: new Date(clock.now()).getFullYear(),
    type: defaultType,
  }));
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    control,
    formState: { errors },
  } = useForm<FormInput, unknown, VehicleCreate>({
    resolver: zodResolver(vehicleCreateSchema),
    defaultValues: initial,
  });
  const type = useWatch({ control, name: 'type' });
  const vin = useWatch({ control, name: 'vin' }) ?? '';
  const year = useWatch({ control, name: 'year' });

  // A full VIN, typed or scanned, fills year, make, model and trim where the user has typed
  // nothing (still the start value, or what an earlier VIN filled), for them to check.
  const decodeVin = useDecodeVin();
  const [vinNote, setVinNote] = useState<VinNote | null>(null);
  const latestVin = useRef('');
  const filledFromVin = useRef<Partial<FormInput>>({});
  const fillFromVin = useCallback(
    async (typed: string) => {
      const { vin: wanted, valid, pre1981 } = validateVin(typed);
      latestVin.current = wanted;
      setVinNote(null);
      if (!valid || pre1981) return;
      const answer = await decodeVin(wanted);
      if (latestVin.current !== wanted) return;
      if (!answer.decoded) {
        setVinNote(answer.message ? { tone: 'muted', text: answer.message } : null);
        return;
      }
      let filled = false;
      for (const key of FORM_FIELDS_FROM_VIN) {
        const current = getValues(key);
        const earlier = filledFromVin.current[key];
        if (current !== initial[key] && current !== earlier) continue;
        // What an earlier VIN filled and this one does not know goes back to blank.
        const value = answer.decoded[key] ?? (current === earlier ? initial[key] : current);
        if (value === current) continue;
        setValue(key, value, { shouldValidate: true, shouldDirty: true });
        filledFromVin.current = { ...filledFromVin.current, [key]: value };
        filled ||= answer.decoded[key] !== null;
      }
      setVinNote(filled ? { tone: 'filled', text: vinFilledNote(answer.decoded) } : null);
    },
    [decodeVin, getValues, initial, setValue],
  );
  const { ref: vinRegisterRef, ...vinField } = register('vin');

  const submit = handleSubmit(async (vehicle) => {
    try {
      await onSubmit(vehicle);
    } catch (failure) {
      const { message, field } = describeFailure(
        failure,
        'The vehicle was not added. Please try again.',
      );
      if (field && field in vehicle) {
        setError(field as keyof FormInput, { message }, { shouldFocus: true });
      } else setError('root', { message });
    }
  });

  const onScanned = useCallback(
    (scanned: string) => {
      setValue('vin', scanned, { shouldValidate: true, shouldDirty: true });
      setScanning(false);
      void fillFromVin(scanned);
    },
    [setValue, fillFromVin],
  );

  return (
    <form
      noValidate
      {...{ [SAVE_SHORTCUT_ATTRIBUTE]: '' }}
      onSubmit={(event) => void submit(event)}
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {FORM_FIELDS.filter((key) => key !== 'location' || type === 'service').map((key) => {
          const { control: fieldControl } = describeField(key).edit!;
          const label =
            describeField(key).unit === 'distance'
              ? `${fieldLabel(key, config, type)} (${config.regional.distanceUnit})`
              : describeField(key).money
                ? `${fieldLabel(key, config, type)} ($)`
                : fieldLabel(key, config, type);
          const error = errors[key]?.message;
          const emptyIsNull = FORM_DEFAULTS[key] === null;
          if (fieldControl === 'vin') {
            return (
              <VinField
                key={key}
                {...vinField}
                onChange={(event) => {
                  void vinField.onChange(event);
                  void fillFromVin(event.target.value);
                }}
                ref={(element) => {
                  vinRegisterRef(element);
                  vinRef.current = element;
                }}
                value={vin ?? ''}
                year={Number.isFinite(year) ? year : undefined}
                note={vinNote}
                error={error}
                onScan={() => setScanning(true)}
              />
            );
          }
          if (fieldControl === 'toggle') {
            return (
              <label
                key={key}
                className="flex items-center gap-2 text-sm font-medium sm:col-span-2"
              >
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-[var(--brand-primary,#dc2626)]"
                  {...register(key)}
                />
                {label}
              </label>
            );
          }
          return (
            <FormField
              key={key}
              label={label}
              error={error}
              className={fieldControl === 'textarea' ? 'sm:col-span-2' : undefined}
            >
              {fieldControl === 'workflow' ? (
                <NativeSelect {...register(key)}>
                  <option value="inventory">Inventory</option>
                  {config.workflows.makeReady.enabled && (
                    <option value="make-ready">{config.workflows.makeReady.displayName}</option>
                  )}
                  {config.workflows.service.enabled && (
                    <option value="service">{config.workflows.service.displayName}</option>
                  )}
                </NativeSelect>
              ) : fieldControl === 'textarea' ? (
                <textarea
                  rows={3}
                  className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
                  {...register(key)}
                />
              ) : fieldControl === 'money' ? (
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  {...register(key, {
                    // Typed in dollars ('23,995.50'), stored in cents.
                    setValueAs: (v: string | number | null) =>
                      v === '' || v === null
                        ? null
                        : typeof v === 'number'
                          ? v
                          : (readPriceCents(v).value ?? Number.NaN),
                  })}
                />
              ) : fieldControl === 'number' || fieldControl === 'days' ? (
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  {...register(
                    key,
                    emptyIsNull
                      ? {
                          setValueAs: (v: string | number | null) =>
                            v === '' || v === null ? null : Number(v),
                        }
                      : { valueAsNumber: true },
                  )}
                />
              ) : (
                <Input
                  autoFocus={key === FORM_FIELDS[0]}
                  autoComplete="off"
                  {...register(
                    key,
                    emptyIsNull ? { setValueAs: (v: string | null) => (v ? v : null) } : {},
                  )}
                />
              )}
            </FormField>
          );
        })}
      </div>
      {errors.root?.message && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.message}
        </p>
      )}
      {/* Sticky: the buttons stay in view while the form scrolls in a short window. */}
      <div className="sticky -bottom-6 z-10 -mx-6 -mb-6 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-6 py-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Adding…' : 'Add vehicle'}
        </Button>
      </div>
      <VinScannerDialog
        open={scanning}
        onOpenChange={setScanning}
        onScanned={onScanned}
        onManualEntry={() => {
          setScanning(false);
          requestAnimationFrame(() => vinRef.current?.focus());
        }}
      />
    </form>
  );
}
