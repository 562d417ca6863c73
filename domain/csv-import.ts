import Papa from 'papaparse';
import {
  NO_VALID_VEHICLES_MESSAGE,
  VEHICLE_LIMITS,
  vehicleImportRowSchema,
  type VehicleCreate,
  type VehicleImportRow,
  type VehicleType,
} from './api/vehicles';
import { matchHeader, type ImportField } from './import-headers';

export { NO_VALID_VEHICLES_MESSAGE } from './api/vehicles';
export {
  OPTIONAL_IMPORT_COLUMNS,
  REQUIRED_IMPORT_COLUMNS,
  TEMPLATE_COLUMNS_ONBOARDING,
  TEMPLATE_COLUMNS_SETTINGS,
  TEMPLATE_DOWNLOADED_DESCRIPTION,
  TEMPLATE_DOWNLOADED_TITLE,
  TEMPLATE_EXAMPLE_ROWS_ONBOARDING,
  TEMPLATE_EXAMPLE_ROWS_SETTINGS,
  TEMPLATE_FILE_NAME,
  buildTemplateCsv,
} from './import-template';
export {
  HEADER_ALIASES,
  IMPORT_FIELDS,
  matchHeader,
  normalizeHeader,
  type ImportField,
} from './import-headers';

/** Vehicle CSV import (spec 5 Import file, spec 8 Import, spec 4.3 Import flow). */

export const INVALID_FILE_TYPE_TITLE = 'Invalid File Type';
export const INVALID_FILE_TYPE_DESCRIPTION = 'Please select a CSV file.';
export const INVALID_FILE_TYPE_MESSAGE = `${INVALID_FILE_TYPE_TITLE}: ${INVALID_FILE_TYPE_DESCRIPTION}`;

/** Spec 5: imported vehicles carry this salesperson unless the file names one. */
export const IMPORT_SALESPERSON = 'Import';
export const UNKNOWN_VALUE = 'Unknown';
export const STOCK_NUMBER_REQUIRED_MESSAGE = 'Stock number is required';
export const MISSING_QUOTE_MESSAGE = 'A quoted value is not closed';

/** One row of POST /api/vehicles/import; `toVehicleCreate` makes it a POST /api/vehicles body. */
export type ImportVehicle = VehicleImportRow;

/** The POST /api/vehicles body for an imported row (that schema is strict: no rowNumber). */
export function toVehicleCreate(vehicle: ImportVehicle): VehicleCreate {
  const { rowNumber: _rowNumber, ...create } = vehicle;
  return create;
}

/** A rejected row; `row` counts records as a spreadsheet shows them (the header is row 1). */
export interface RowError {
  row: number;
  message: string;
}

export interface CsvParseResult {
  vehicles: ImportVehicle[];
  errors: RowError[];
  /** Data rows in the file, blank lines not counted. */
  totalRows: number;
  /** NO_VALID_VEHICLES_MESSAGE when no row can be imported, else null (spec 5). */
  fileError: string | null;
  /** Headers that match no alias (ignored). */
  unknownHeaders: string[];
  /** The fields the file has a column for, sent with the rows (see importColumnsSchema). */
  columns: ImportField[];
}

/** Spec 5: a CSV is type text/csv or a name ending .csv (any case). */
export function isCsvFile(file: { name: string; type?: string | null }): boolean {
  return file.type === 'text/csv' || file.name.trim().toLowerCase().endsWith('.csv');
}

const TRUE_VALUES = new Set(['true', 'yes', '1', 'y']);

/** Spec 5: true for true, yes, 1 or y (any case); anything else is false. */
export function parseCsvBoolean(value: string): boolean {
  return TRUE_VALUES.has(value.trim().toLowerCase());
}

/**
 * Spec 5: a number above 1900 and at most the current year + 2, else the current year.
 * The current year is taken in UTC from `now`, so it does not depend on the machine's zone.
 */
export function parseCsvYear(value: string, now: number): number {
  const currentYear = new Date(now).getUTCFullYear();
  const year = value.trim() === '' ? Number.NaN : Number(value);
  return Number.isInteger(year) && year > 1900 && year <= currentYear + 2 ? year : currentYear;
}

const TYPE_VALUES: Readonly<Record<string, VehicleType>> = {
  makeready: 'make-ready',
  service: 'service',
  inventory: 'inventory',
};

/** 'make-ready', 'Make Ready', 'makeready', 'make_ready', 'service', 'inventory'; else inventory. */
export function parseCsvType(value: string): VehicleType {
  const key = value.toLowerCase().replace(/[\s_-]+/g, '');
  return Object.hasOwn(TYPE_VALUES, key) ? (TYPE_VALUES[key] ?? 'inventory') : 'inventory';
}

/** customDaysAgo: a number from 0 to 3650 when given, else 0 (spec 5). */
export function parseCsvDaysAgo(value: string): number {
  const days = value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(days) && days >= 0 && days <= VEHICLE_LIMITS.customDaysAgoMax ? days : 0;
}

type Cells = (field: ImportField) => string;

function rowToVehicle(cell: Cells, row: number, now: number): ImportVehicle | RowError {
  const stockNumber = cell('stockNumber');
  if (stockNumber === '') return { row, message: STOCK_NUMBER_REQUIRED_MESSAGE };
  const starred = cell('starred');
  const parsed = vehicleImportRowSchema.safeParse({
    stockNumber,
    year: parseCsvYear(cell('year'), now),
    make: cell('make') || UNKNOWN_VALUE,
    model: cell('model') || UNKNOWN_VALUE,
    color: cell('color') || UNKNOWN_VALUE,
    vin: cell('vin'),
    notes: cell('notes'),
    type: parseCsvType(cell('type')),
    isShipping: parseCsvBoolean(cell('isShipping')),
    customDaysAgo: parseCsvDaysAgo(cell('customDaysAgo')),
    starred: starred === '' ? true : parseCsvBoolean(starred),
    flag: parseCsvBoolean(cell('sold')) ? 'sold' : 'active',
    salesperson: cell('salesperson') || IMPORT_SALESPERSON,
    rowNumber: row,
  });
  if (parsed.success) return parsed.data;
  return { row, message: parsed.error.issues[0]?.message ?? 'Invalid row' };
}

function isBlank(record: readonly string[]): boolean {
  return record.every((value) => value.trim() === '');
}

/**
 * Parses an import file into vehicles and row errors. Handles a UTF-8 BOM, CRLF, quoted
 * commas and quoted newlines; blank lines are skipped (papaparse's 'greedy' rule, applied
 * here so that row numbers still match the spreadsheet). The first non-blank line is the
 * header. A row is imported only with a stock number; missing values take spec 5 defaults.
 * Other invalid values (a malformed VIN, an over-long field) reject the row with the
 * schema's message rather than importing something the server would refuse.
 */
export function parseVehicleCsv(text: string, options: { now: number }): CsvParseResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    header: false,
    skipEmptyLines: false,
    delimitersToGuess: [',', ';', '\t'],
  });
  const brokenRecords = new Set(
    parsed.errors.flatMap((e) => (e.type === 'Quotes' && e.row !== undefined ? [e.row] : [])),
  );
  const records = parsed.data;
  const headerIndex = records.findIndex((record) => !isBlank(record));
  const header = headerIndex >= 0 ? (records[headerIndex] ?? []) : [];
  const columns = new Map<ImportField, number>();
  const unknownHeaders: string[] = [];
  header.forEach((name, index) => {
    const field = matchHeader(name);
    if (field === null) {
      if (name.trim() !== '') unknownHeaders.push(name.trim());
    } else if (!columns.has(field)) columns.set(field, index);
  });

  const vehicles: ImportVehicle[] = [];
  const errors: RowError[] = [];
  let totalRows = 0;
  records.forEach((record, index) => {
    if (index <= headerIndex || isBlank(record)) return;
    totalRows += 1;
    const row = index + 1;
    if (brokenRecords.has(index)) {
      errors.push({ row, message: MISSING_QUOTE_MESSAGE });
      return;
    }
    const cell: Cells = (field) => {
      const column = columns.get(field);
      return column === undefined ? '' : (record[column] ?? '').trim();
    };
    const result = rowToVehicle(cell, row, options.now);
    if ('message' in result) errors.push(result);
    else vehicles.push(result);
  });
  const fileError = vehicles.length === 0 ? NO_VALID_VEHICLES_MESSAGE : null;
  return { vehicles, errors, totalRows, fileError, unknownHeaders, columns: [...columns.keys()] };
}

// Spec 8, Import: messages and toasts.
export const IMPORT_COMPLETE_TITLE = 'Import Complete';
export const IMPORT_FAILED_TITLE = 'Import Failed';
export const IMPORT_FAILED_FALLBACK = 'An error occurred during import';
export const SHOWN_IMPORT_ERRORS = 3;

/** 'Row {n}: {message}' (spec 8). */
export function formatRowError(row: number, message: string): string {
  return `Row ${row}: ${message}`;
}

/**
 * The first 3 row errors, then '...and N more errors' (spec 8; the spec's wording is kept
 * for N = 1 as well).
 */
export function summarizeImportErrors(errors: readonly string[]): string[] {
  const shown = errors.slice(0, SHOWN_IMPORT_ERRORS);
  const more = errors.length - shown.length;
  return more > 0 ? [...shown, `...and ${more} more errors`] : shown;
}

/** 'Successfully imported X of Y vehicles.' (spec 8). */
export function importSummaryMessage(imported: number, total: number): string {
  return `Successfully imported ${imported} of ${total} vehicles.`;
}

export interface ImportToast {
  title: string;
  description: string;
  destructive: boolean;
}

/** The summary toast: destructive when any row failed; errors follow on their own lines. */
export function importSummaryToast(result: {
  imported: number;
  total: number;
  errors: readonly string[];
}): ImportToast {
  const lines = [importSummaryMessage(result.imported, result.total)];
  return {
    title: IMPORT_COMPLETE_TITLE,
    description: [...lines, ...summarizeImportErrors(result.errors)].join('\n'),
    destructive: result.errors.length > 0,
  };
}

/** 'Import Failed' with the error's message, or 'An error occurred during import'. */
export function importFailedToast(error: unknown): ImportToast {
  const message = error instanceof Error ? error.message.trim() : '';
  return {
    title: IMPORT_FAILED_TITLE,
    description: message || IMPORT_FAILED_FALLBACK,
    destructive: true,
  };
}
