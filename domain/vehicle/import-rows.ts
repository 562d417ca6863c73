import { type ImportResult, vehicleCreateSchema, type VehicleCreate } from '../api/vehicles';
import { vehicleImportRowSchema, type VehicleImportRow } from '../api/vehicle-import';
import {
  describeField,
  IMPORT_FIELD_KEYS,
  type ImportFieldKey,
  type VehicleFieldKey,
} from './fields';
import type { DateOrder, DistanceUnit } from '../dealership-config-schema';
import { normalizeVin, vinCheckDigitWarning } from '../vin';
import type { CellContext } from './cell-values';
import {
  repeatedStockNumberMessage,
  repeatedVinMessage,
  STOCK_NUMBER_REQUIRED_MESSAGE,
} from './messages';
import { stockNumberFromVin, type StockNumberFromVin } from './stock-from-vin';
import { fillRowFromVin, vinFilledMessage, type VinVehicle } from './vin-fill';

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
  promised: false,
  customDaysAgo: 0,
  salesperson: IMPORT_SALESPERSON,
};

/** 'Row {n}: {message}' (spec 8). */
export function formatRowError(row: number, message: string): string {
  return `Row ${row}: ${message}`;
}

/** How an import reads what a file leaves to the dealership (its settings and choices). */
export interface ImportOptions {
  /** The salesperson of a row that names none: spec 5's "Import" unless a feed says its own. */
  salesperson?: string;
  distanceUnit?: DistanceUnit;
  dateOrder?: DateOrder;
  /** A row with a VIN and a blank stock number takes this part of the VIN (issue #27 item 2). */
  stockNumberFromVin?: StockNumberFromVin | null;
  /**
   * What the rows' VINs decode to, by normalised VIN (the server's decoder, for the rows
   * `vinToFillFrom` names): a blank year, make or model is taken from it (issue #27 item 5).
   */
  vinVehicles?: ReadonlyMap<string, VinVehicle>;
}

export interface ReadRow {
  rowNumber: number;
  vehicle: VehicleCreate;
  warnings: string[];
  /** What the reading did that the dealer should know (fields filled from the VIN). */
  infos: string[];
}

function contextOf(now: number, options: ImportOptions): CellContext {
  return {
    now,
    distanceUnit: options.distanceUnit ?? 'mi',
    dateOrder: options.dateOrder ?? 'month-first',
  };
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
  given: VehicleImportRow,
  rowNumber: number,
  now: number,
  options: ImportOptions = {},
): ReadRow | { rowNumber: number; error: string } {
  const vinCell = normalizeVin(cellOf(given, 'vin'));
  const decoded = options.vinVehicles?.get(vinCell);
  const { row, filled } = fillRowFromVin(given, decoded);
  const infos = decoded && filled.length > 0 ? [vinFilledMessage(filled, decoded)] : [];
  const stockNumber =
    cellOf(row, 'stockNumber') ||
    (options.stockNumberFromVin && vinCell !== ''
      ? stockNumberFromVin(vinCell, options.stockNumberFromVin)
      : '');
  if (stockNumber === '') {
    return { rowNumber, error: formatRowError(rowNumber, STOCK_NUMBER_REQUIRED_MESSAGE) };
  }
  const context = contextOf(now, options);
  const warnings: string[] = [];
  const candidate: Record<string, unknown> = { stockNumber };
  for (const key of IMPORT_FIELD_KEYS) {
    if (key === 'stockNumber') continue;
    const cell = cellOf(row, key);
    const read = describeField(key).readCell;
    if (key === 'year' || cell !== '') {
      const reading = read ? read(cell, context) : { value: cell };
      if (reading.warning) warnings.push(formatRowError(rowNumber, reading.warning));
      if (reading.value !== undefined) candidate[key] = reading.value;
    }
    if (candidate[key] === undefined && key in IMPORT_DEFAULTS)
      candidate[key] =
        key === 'salesperson' ? (options.salesperson ?? IMPORT_SALESPERSON) : IMPORT_DEFAULTS[key];
  }
  const parsed = vehicleCreateSchema.safeParse(candidate);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid row';
    return { rowNumber, error: formatRowError(rowNumber, message) };
  }
  const vinWarning = vinCheckDigitWarning(parsed.data.vin);
  if (vinWarning) warnings.push(formatRowError(rowNumber, vinWarning));
  return { rowNumber, vehicle: parsed.data, warnings, infos };
}

type ProblemLevel = 'error' | 'warning' | 'info';
/** One problem of one row, as the report lists it. */
interface RowProblem {
  row: number;
  level: ProblemLevel;
  message: string;
}

export interface PreparedImport {
  /** One per stock number, in file order; a later row for the same stock number wins. */
  valid: ReadRow[];
  errors: string[];
  warnings: string[];
  /** Every error, warning and information, row by row, in file order. */
  problems: RowProblem[];
}

/** 'Row 7: year 1800 replaced by 2026' → the message without its row prefix. */
function withoutRowPrefix(message: string): string {
  return message.replace(/^Row \d+: /, '');
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
export function prepareImport(
  rows: readonly unknown[],
  now: number,
  options: ImportOptions = {},
): PreparedImport {
  const errors: { index: number; row: number; message: string }[] = [];
  const warnings: string[] = [];
  const problems: (RowProblem & { index: number })[] = [];
  const byStock = new Map<string, ReadRow & { index: number }>();
  rows.forEach((raw, index) => {
    const rowNumber = rowNumberOf(raw, index);
    const row = vehicleImportRowSchema.safeParse(raw);
    const read = row.success
      ? readImportRow(row.data, rowNumber, now, options)
      : {
          rowNumber,
          error: formatRowError(rowNumber, row.error.issues[0]?.message ?? 'Invalid row'),
        };
    if ('error' in read) {
      errors.push({ index, row: rowNumber, message: read.error });
      return;
    }
    warnings.push(...read.warnings);
    for (const warning of read.warnings) {
      problems.push({
        index,
        row: rowNumber,
        level: 'warning',
        message: withoutRowPrefix(warning),
      });
    }
    for (const info of read.infos)
      problems.push({ index, row: rowNumber, level: 'info', message: info });
    const { stockNumber, vin } = read.vehicle;
    const earlier = byStock.get(stockNumber);
    if (earlier && vin !== null && earlier.vehicle.vin === vin) {
      // The same vehicle listed twice (a feed's duplicate line): one vehicle, said once.
      problems.push({
        index: earlier.index,
        row: earlier.rowNumber,
        level: 'info',
        message: repeatedVinMessage(vin, read.rowNumber),
      });
      byStock.delete(stockNumber);
    } else if (earlier) {
      const message = repeatedStockNumberMessage(stockNumber, read.rowNumber);
      errors.push({
        index: earlier.index,
        row: earlier.rowNumber,
        message: formatRowError(earlier.rowNumber, message),
      });
      byStock.delete(stockNumber);
    }
    byStock.set(stockNumber, { ...read, index });
  });
  errors.sort((a, b) => a.index - b.index);
  for (const error of errors) {
    problems.push({
      index: error.index,
      row: error.row,
      level: 'error',
      message: withoutRowPrefix(error.message),
    });
  }
  problems.sort((a, b) => a.index - b.index);
  const valid = [...byStock.values()]
    .sort((a, b) => a.index - b.index)
    .map(({ index: _index, ...read }) => read);
  return {
    valid,
    errors: errors.map((error) => error.message),
    warnings,
    problems: problems.map(({ index: _index, ...problem }) => problem),
  };
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

/**
 * The answer of an import or its dry run: the rows split as the dry run announces them ("will
 * add 102, update 8, leave 1 unchanged, skip 0") with every problem by row. `added` and
 * `changed` count the valid rows that are new and that change a vehicle on the lot.
 */
export function importSummary(
  prepared: PreparedImport,
  total: number,
  counts: { added: number; changed: number },
): ImportResult {
  const valid = prepared.valid.length;
  return {
    imported: valid,
    total,
    errors: prepared.errors,
    warnings: prepared.warnings,
    problems: prepared.problems,
    // `updated` (decision 0019): every valid row that matched a vehicle on the lot, changed or not.
    updated: valid - counts.added,
    added: counts.added,
    changed: counts.changed,
    unchanged: valid - counts.added - counts.changed,
    skipped: total - valid,
  };
}
