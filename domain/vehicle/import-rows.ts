import { vehicleCreateSchema, type VehicleCreate } from '../api/vehicles';
import { vehicleImportRowSchema, type VehicleImportRow } from '../api/vehicle-import';
import {
  describeField,
  IMPORT_FIELD_KEYS,
  type ImportFieldKey,
  type VehicleFieldKey,
} from './fields';
import { repeatedStockNumberMessage, STOCK_NUMBER_REQUIRED_MESSAGE } from './messages';

/** Spec 5: imported vehicles carry this salesperson unless the file names one. */
export const IMPORT_SALESPERSON = 'Import';
export const UNKNOWN_VALUE = 'Unknown';

/** The spec 5 defaults of a blank cell (the year's comes from its reader: the current year). */
const IMPORT_DEFAULTS: Partial<Record<VehicleFieldKey, unknown>> = {
  make: UNKNOWN_VALUE,
  model: UNKNOWN_VALUE,
  color: UNKNOWN_VALUE,
  type: 'inventory',
  starred: true,
  flag: 'active',
  isShipping: false,
  customDaysAgo: 0,
  salesperson: IMPORT_SALESPERSON,
};

/** 'Row {n}: {message}' (spec 8). */
export function formatRowError(row: number, message: string): string {
  return `Row ${row}: ${message}`;
}

export interface ReadRow {
  rowNumber: number;
  vehicle: VehicleCreate;
  warnings: string[];
}

function cellOf(row: VehicleImportRow, key: VehicleFieldKey): string {
  const value = (row as Partial<Record<VehicleFieldKey, unknown>>)[key];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * One file row, read by the field registry at `now`: each cell by its field's reader (plain
 * text as it is), blank cells by the spec 5 defaults, then checked against the vehicle
 * contract. A row without a stock number, or with a value the contract refuses (a malformed
 * VIN, an over-long make), is an error; a value replaced or dropped is a warning.
 */
export function readImportRow(
  row: VehicleImportRow,
  rowNumber: number,
  now: number,
): ReadRow | { rowNumber: number; error: string } {
  if (cellOf(row, 'stockNumber') === '') {
    return { rowNumber, error: formatRowError(rowNumber, STOCK_NUMBER_REQUIRED_MESSAGE) };
  }
  const warnings: string[] = [];
  const candidate: Record<string, unknown> = {};
  for (const key of IMPORT_FIELD_KEYS) {
    const cell = cellOf(row, key);
    const read = describeField(key).readCell;
    if (key === 'year' || cell !== '') {
      const reading = read ? read(cell, now) : { value: cell };
      if (reading.warning) warnings.push(formatRowError(rowNumber, reading.warning));
      if (reading.value !== undefined) candidate[key] = reading.value;
    }
    if (candidate[key] === undefined && key in IMPORT_DEFAULTS)
      candidate[key] = IMPORT_DEFAULTS[key];
  }
  const parsed = vehicleCreateSchema.safeParse(candidate);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid row';
    return { rowNumber, error: formatRowError(rowNumber, message) };
  }
  return { rowNumber, vehicle: parsed.data, warnings };
}

export interface PreparedImport {
  /** One per stock number, in file order; a later row for the same stock number wins. */
  valid: ReadRow[];
  errors: string[];
  warnings: string[];
}

/** The spreadsheet row a row names, else its position in the list (1-based). */
function rowNumberOf(row: unknown, index: number): number {
  const given = typeof row === 'object' && row !== null ? Reflect.get(row, 'rowNumber') : undefined;
  return typeof given === 'number' && Number.isInteger(given) && given > 0 ? given : index + 1;
}

/**
 * Reads every row of an import on its own (the body's rows are checked one by one, so one
 * malformed row cannot fail the file): a bad row is reported as 'Row {n}: …' and skipped,
 * the good ones kept. When a stock number appears twice, the later row wins (as a second
 * import would) and the earlier one is reported.
 */
export function prepareImport(rows: readonly unknown[], now: number): PreparedImport {
  const errors: { index: number; message: string }[] = [];
  const warnings: string[] = [];
  const byStock = new Map<string, ReadRow & { index: number }>();
  rows.forEach((raw, index) => {
    const rowNumber = rowNumberOf(raw, index);
    const row = vehicleImportRowSchema.safeParse(raw);
    const read = row.success
      ? readImportRow(row.data, rowNumber, now)
      : {
          rowNumber,
          error: formatRowError(rowNumber, row.error.issues[0]?.message ?? 'Invalid row'),
        };
    if ('error' in read) {
      errors.push({ index, message: read.error });
      return;
    }
    warnings.push(...read.warnings);
    const { stockNumber } = read.vehicle;
    const earlier = byStock.get(stockNumber);
    if (earlier) {
      const message = repeatedStockNumberMessage(stockNumber, read.rowNumber);
      errors.push({ index: earlier.index, message: formatRowError(earlier.rowNumber, message) });
      byStock.delete(stockNumber);
    }
    byStock.set(stockNumber, { ...read, index });
  });
  errors.sort((a, b) => a.index - b.index);
  const valid = [...byStock.values()]
    .sort((a, b) => a.index - b.index)
    .map(({ index: _index, ...read }) => read);
  return { valid, errors: errors.map((error) => error.message), warnings };
}

/**
 * The fields an import sets on a vehicle already on the lot (decision 0019): those of the
 * file's columns, never the stock number (it is the match). Without `columns`, every field but
 * the in-stock date, whose default (now) would move a vehicle's check-in at each re-import.
 * The type places the vehicle with its days in Service; a days-ago column alone changes
 * nothing — it is the age in Service (spec 4.1), and a row without a type reads as inventory.
 */
export function fieldsSetOnExisting(columns?: readonly ImportFieldKey[]): ImportFieldKey[] {
  const chosen = new Set(columns ?? IMPORT_FIELD_KEYS.filter((key) => key !== 'checkInTime'));
  chosen.delete('stockNumber');
  if (chosen.has('type')) chosen.add('customDaysAgo');
  else chosen.delete('customDaysAgo');
  return IMPORT_FIELD_KEYS.filter((key) => chosen.has(key));
}

/** The change an import row makes to a vehicle already on the lot. */
export function importedChanges(
  vehicle: VehicleCreate,
  columns?: readonly ImportFieldKey[],
): Partial<VehicleCreate> {
  return Object.fromEntries(fieldsSetOnExisting(columns).map((key) => [key, vehicle[key]]));
}
