import type { Vehicle } from '../api/vehicles';
import { toCsv } from '../csv';
import { columnName, describeField, EXPORT_FIELD_KEYS } from './fields';

/**
 * The inventory export (Inventory's CSV and the dealership's data archive): the registry's
 * export columns, named as the import reads them, so an export imports back as it is.
 */
export function inventoryCsv(vehicles: readonly Vehicle[]): string {
  return toCsv(
    [
      EXPORT_FIELD_KEYS.map(columnName),
      ...vehicles.map((vehicle) =>
        EXPORT_FIELD_KEYS.map((key) => describeField(key).exportCell?.(vehicle) ?? ''),
      ),
    ],
    { bom: true },
  );
}
