import type { Vehicle } from '@domain/api/vehicles';
import type { DistanceUnit } from '@domain/dealership-config';
import { describeField, type VehicleFieldKey } from '@domain/vehicle/fields';
import { MINUTE_MS } from '@domain/time';

/** Cents as a price: 2399500 → '$23,995', 2399550 → '$23,995.50'. */
function formatPrice(cents: number): string {
  const whole = cents % 100 === 0;
  return (cents / 100).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

/**
 * A field's value as the record shows it: '—' for none, Yes/No, '84,210 mi' or '77,000 km' in
 * the dealership's unit, '$23,995'.
 */
export function fieldDisplay(
  vehicle: Vehicle,
  key: VehicleFieldKey,
  distanceUnit: DistanceUnit = 'mi',
): string {
  return fieldValueDisplay(key, vehicle[key], distanceUnit);
}

/** A value of a field as the record shows it (the history's old and new values too). */
export function fieldValueDisplay(
  key: VehicleFieldKey,
  value: unknown,
  distanceUnit: DistanceUnit = 'mi',
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (describeField(key).edit?.control === 'time' && typeof value === 'number') {
    return formatDateTime(value);
  }
  const { unit, money } = describeField(key);
  if (money && typeof value === 'number') return formatPrice(value);
  if (unit && typeof value === 'number') return `${value.toLocaleString('en-US')} ${distanceUnit}`;
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
