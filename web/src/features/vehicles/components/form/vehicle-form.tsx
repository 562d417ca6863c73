import { useCallback, useRef, useState } from 'react';
import { readPriceCents } from '@domain/vehicle/cell-values';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { vehicleCreateSchema, type VehicleCreate, type VehicleType } from '@domain/api/vehicles';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SAVE_SHORTCUT_ATTRIBUTE } from '@/lib/app-events';
import { useClock } from '@/lib/clock';
import { describeFailure } from '@/lib/error-message';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';
import { VinField } from './vin-field';
import { VinScannerDialog } from './vin-scanner-dialog';

type FormInput = z.input<typeof vehicleCreateSchema>;

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
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors },
  } = useForm<FormInput, unknown, VehicleCreate>({
    resolver: zodResolver(vehicleCreateSchema),
    defaultValues: {
      stockNumber: '',
      vin: '',
      year: new Date(clock.now()).getFullYear(),
      make: '',
      model: '',
      color: '',
      salesperson: '',
      location: null,
      mileage: null,
      trim: null,
      priceCents: null,
      notes: '',
      type: defaultType,
      starred: false,
    },
  });
  const type = useWatch({ control, name: 'type' });
  const vin = useWatch({ control, name: 'vin' }) ?? '';
  const year = useWatch({ control, name: 'year' });
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
    },
    [setValue],
  );

  return (
    <form
      noValidate
      {...{ [SAVE_SHORTCUT_ATTRIBUTE]: '' }}
      onSubmit={(event) => void submit(event)}
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Stock number" error={errors.stockNumber?.message}>
          <Input autoFocus autoComplete="off" {...register('stockNumber')} />
        </FormField>
        <FormField label="Workflow" error={errors.type?.message}>
          <NativeSelect {...register('type')}>
            <option value="inventory">Inventory</option>
            {config.workflows.makeReady.enabled && (
              <option value="make-ready">{config.workflows.makeReady.displayName}</option>
            )}
            {config.workflows.service.enabled && (
              <option value="service">{config.workflows.service.displayName}</option>
            )}
          </NativeSelect>
        </FormField>
        <VinField
          {...vinField}
          ref={(element) => {
            vinRegisterRef(element);
            vinRef.current = element;
          }}
          value={vin}
          year={Number.isFinite(year) ? year : undefined}
          error={errors.vin?.message}
          onScan={() => setScanning(true)}
        />
        <FormField label="Year" error={errors.year?.message}>
          <Input type="number" inputMode="numeric" {...register('year', { valueAsNumber: true })} />
        </FormField>
        <FormField label="Make" error={errors.make?.message}>
          <Input autoComplete="off" {...register('make')} />
        </FormField>
        <FormField label="Model" error={errors.model?.message}>
          <Input autoComplete="off" {...register('model')} />
        </FormField>
        <FormField label="Color" error={errors.color?.message}>
          <Input autoComplete="off" {...register('color')} />
        </FormField>
        <FormField label="Trim" error={errors.trim?.message}>
          <Input
            autoComplete="off"
            {...register('trim', { setValueAs: (v: string | null) => (v ? v : null) })}
          />
        </FormField>
        <FormField label="Price ($)" error={errors.priceCents?.message}>
          <Input
            inputMode="decimal"
            autoComplete="off"
            {...register('priceCents', {
              // Typed in dollars ('23,995.50'), stored in cents.
              setValueAs: (v: string | number | null) =>
                v === '' || v === null
                  ? null
                  : typeof v === 'number'
                    ? v
                    : (readPriceCents(v).value ?? Number.NaN),
            })}
          />
        </FormField>
        <FormField
          label={`Mileage (${config.regional.distanceUnit})`}
          error={errors.mileage?.message}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            {...register('mileage', { setValueAs: (v: string) => (v === '' ? null : Number(v)) })}
          />
        </FormField>
        <FormField
          label={type === 'service' ? 'Vendor' : config.workflows.makeReady.salespersonLabel}
          error={errors.salesperson?.message}
        >
          <Input autoComplete="off" {...register('salesperson')} />
        </FormField>
        {type === 'service' && (
          <FormField
            label={config.workflows.service.locationLabel}
            error={errors.location?.message}
          >
            <Input
              autoComplete="off"
              {...register('location', { setValueAs: (v: string | null) => (v ? v : null) })}
            />
          </FormField>
        )}
        <FormField label="Notes" error={errors.notes?.message} className="sm:col-span-2">
          <textarea
            rows={3}
            className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
            {...register('notes')}
          />
        </FormField>
        <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2">
          <input
            type="checkbox"
            className="h-4 w-4 accent-[var(--brand-primary,#dc2626)]"
            {...register('starred')}
          />
          Star this vehicle
        </label>
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
