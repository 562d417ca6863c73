import type { Vehicle } from '@domain/api/vehicles';
import { isClockField } from '@domain/vehicle/clock';
import { describeField, fieldsEditedIn, type VehicleFieldKey } from '@domain/vehicle/fields';
import { vehicleWorkflow } from '@domain/vehicle-status';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';
import { fieldLabel } from '@/features/vehicles/model/field-labels';
import { formatDateTime } from '@/features/vehicles/model/field-display';
import { RecordField } from './record-field';
import { useCanNow } from '@/lib/write-access';

/** The fields shown only where they mean something: a start in its workflow, days in Service. */
function shownFor(key: VehicleFieldKey, vehicle: Vehicle): boolean {
  if (key === 'makeReadyAddedAt') return vehicle.type === 'make-ready';
  if (key === 'serviceAddedAt' || key === 'customDaysAgo') return vehicle.type === 'service';
  return true;
}

/** Every field of the record (the registry's 'record' place), each edited in place. */
export function RecordFields({ vehicle }: { vehicle: Vehicle }) {
  const { config, role } = useVehicleWorkspace();
  const canNow = useCanNow();
  const workflow = vehicleWorkflow(vehicle);
  const editable = (key: VehicleFieldKey) => {
    const edit = describeField(key).edit;
    if (!edit || !canNow(role, edit.right)) return false;
    // Spec 3 feature toggle: the clock (starts, days in Service) only while time editing is on.
    return !isClockField(key) || config.features.timeEditing;
  };
  return (
    <section aria-labelledby="record-fields-title" className="grid gap-3">
      <h3 id="record-fields-title" className="text-sm font-semibold text-slate-500">
        Details
      </h3>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {fieldsEditedIn('record')
          .filter((key) => shownFor(key, vehicle))
          .map((key) => (
            <RecordField
              key={key}
              vehicle={vehicle}
              field={key}
              label={fieldLabel(key, config, workflow)}
              editable={editable(key)}
              distanceUnit={config.regional.distanceUnit}
            />
          ))}
        <div className="grid gap-0.5 py-1">
          <dt className="text-xs text-slate-500">{describeField('checkInTime').label}</dt>
          <dd className="text-sm font-medium">{formatDateTime(vehicle.checkInTime)}</dd>
        </div>
      </dl>
    </section>
  );
}
