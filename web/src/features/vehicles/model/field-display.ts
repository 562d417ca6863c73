import type { Vehicle } from '@domain/api/vehicles';
import { describeField, type VehicleFieldKey } from '@domain/vehicle/fields';

/** A field's value as the record shows it: '—' for none, Yes/No, '84,210 mi'. */
export function fieldDisplay(vehicle: Vehicle, key: VehicleFieldKey): string {
  const value = vehicle[key];
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const { unit } = describeField(key);
  if (unit && typeof value === 'number') return `${value.toLocaleString('en-US')} ${unit}`;
  return String(value);
}
