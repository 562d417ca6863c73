import type { Vehicle } from '@domain/api/vehicles';
import { describeField, type VehicleFieldKey } from '@domain/vehicle/fields';
import { MINUTE_MS } from '@domain/time';

/** A field's value as the record shows it: '—' for none, Yes/No, '84,210 mi'. */
export function fieldDisplay(vehicle: Vehicle, key: VehicleFieldKey): string {
  return fieldValueDisplay(key, vehicle[key]);
}

/** A value of a field as the record shows it (the history's old and new values too). */
export function fieldValueDisplay(key: VehicleFieldKey, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (describeField(key).edit?.control === 'time' && typeof value === 'number') {
    return formatDateTime(value);
  }
  const { unit } = describeField(key);
  if (unit && typeof value === 'number') return `${value.toLocaleString('en-US')} ${unit}`;
  return String(value);
}

/** A moment as the record shows it: 'Nov 22, 2026, 9:05 AM' in the browser's zone. */
export function formatDateTime(ms: number): string {
  return new Date(ms).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** A moment as a datetime-local input holds it ('2026-11-22T09:05'), local time. */
export function toDateTimeLocal(ms: number): string {
  const local = new Date(ms - new Date(ms).getTimezoneOffset() * MINUTE_MS);
  return local.toISOString().slice(0, 16);
}
