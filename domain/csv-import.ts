import Papa from 'papaparse';
import { NO_VALID_VEHICLES_MESSAGE } from './api/vehicles';
import { type VehicleImportRowInput } from './api/vehicle-import';
import { columnName, type ImportFieldKey } from './vehicle/fields';
import { headerDistanceUnit, withHeaderUnit } from './vehicle/cell-values';
import { matchHeader } from './vehicle/import-headers';

/**
 * Vehicle CSV import in the browser (spec 5 Import file, spec 8 Import, spec 4.3 Import flow):
 * the file becomes rows of cells by field; the server (or the sandbox) reads them with the
 * field registry (domain/vehicle/import-rows), so each rule runs in one place.
 */

export const INVALID_FILE_TYPE_TITLE = 'Invalid File Type';
export const INVALID_FILE_TYPE_DESCRIPTION = 'Please select a CSV file.';
export const INVALID_FILE_TYPE_MESSAGE = `${INVALID_FILE_TYPE_TITLE}: ${INVALID_FILE_TYPE_DESCRIPTION}`;
export const MISSING_QUOTE_MESSAGE = 'A quoted value is not closed';

/** A row the file itself breaks; `row` counts records as a spreadsheet shows them. */
export interface RowError {
  row: number;
  message: string;
}

/** A file as a table: its header line and its data records, each with its spreadsheet row. */
export interface ImportTable {
  headers: string[];
  records: { row: number; cells: string[] }[];
  /** Records the file itself breaks (an unclosed quote). */
  errors: RowError[];
}

/** Each column's field, or 'ignore' (issue #27: every column is mapped or named as ignored). */
export type ColumnMapping = (ImportFieldKey | 'ignore')[];

export interface CsvParseResult {
  rows: VehicleImportRowInput[];
  errors: RowError[];
  /** Data rows in the file, blank lines not counted. */
  totalRows: number;
  /** Why nothing can be imported (spec 5), or null. */
  fileError: string | null;
  /** The columns that will be ignored, named as the file heads them. */
  unknownHeaders: string[];
  /** The fields the file has a column for, sent with the rows (see importColumnsSchema). */
  columns: ImportFieldKey[];
  /** Rows with a VIN and no stock number: the dealer chooses a stock number from the VIN. */
  rowsWithoutStockNumber: number;
}

/** Spec 5: a CSV is type text/csv or a name ending .csv (any case). */
export function isCsvFile(file: { name: string; type?: string | null }): boolean {
  return file.type === 'text/csv' || file.name.trim().toLowerCase().endsWith('.csv');
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An Excel workbook (issue #27 item 1): .xlsx by name or type; the old binary .xls is not. */
export function isXlsxFile(file: { name: string; type?: string | null }): boolean {
  return file.type === XLSX_TYPE || file.name.trim().toLowerCase().endsWith('.xlsx');
}

/** 'No Stock Number column; found: Unit, Yr, Mfr' — what to fix when the headers are off. */
export function missingStockColumnMessage(headers: readonly string[]): string {
  const found = headers.filter((header) => header.trim() !== '').join(', ') || 'no headers';
  return `No ${columnName('stockNumber')} column; found: ${found}`;
}

function isBlank(record: readonly string[]): boolean {
  return record.every((value) => value.trim() === '');
}

/** Excel's 'sep=;' first line names the separator (and is not the header). */
const SEPARATOR_LINE = /^sep=(.)\r?\n/i;

/**
 * Parses an import file into a table. Handles a BOM, CRLF, quoted commas and quoted newlines,
 * ',', ';', '|' or tab delimiters, and Excel's 'sep=' first line; blank lines are skipped (row
 * numbers still match the spreadsheet). The first non-blank line is the header.
 */
export function readCsvTable(text: string): ImportTable {
  const withoutBom = text.replace(/^\uFEFF/, '');
  const separator = SEPARATOR_LINE.exec(withoutBom);
  const body = separator ? withoutBom.slice(separator[0].length) : withoutBom;
  const parsed = Papa.parse<string[]>(body, {
    header: false,
    skipEmptyLines: false,
    ...(separator ? { delimiter: separator[1] } : { delimitersToGuess: [',', ';', '\t', '|'] }),
  });
  // The row a spreadsheet shows: the sep= line counts as one.
  const brokenRecords = new Set(
    parsed.errors.flatMap((e) => (e.type === 'Quotes' && e.row !== undefined ? [e.row] : [])),
  );
  return tableFromCells(parsed.data, separator ? 2 : 1, brokenRecords);
}

/**
 * A sheet's cells (a CSV's records, an .xlsx sheet's rows) as an import table: the first
 * non-blank record is the header, blank records are skipped, and each record keeps the row a
 * spreadsheet shows (`firstRow` is the row of cells[0]). `broken` lists records the file
 * itself breaks.
 */
export function tableFromCells(
  all: readonly (readonly string[])[],
  firstRow = 1,
  broken: ReadonlySet<number> = new Set(),
): ImportTable {
  const headerIndex = all.findIndex((record) => !isBlank(record));
  const headers = headerIndex >= 0 ? (all[headerIndex] ?? []).map((h) => h.trim()) : [];
  const records: ImportTable['records'] = [];
  const errors: RowError[] = [];
  all.forEach((record, index) => {
    if (index <= headerIndex || isBlank(record)) return;
    const row = index + firstRow;
    if (broken.has(index)) errors.push({ row, message: MISSING_QUOTE_MESSAGE });
    else records.push({ row, cells: [...record] });
  });
  return { headers, records, errors };
}

/** A spreadsheet cell as the import reads text: a date as ISO 8601, a number as written. */
export function sheetCellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    // A date without a time of day (Excel's usual in-stock date) is a day, not an instant.
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  return String(value);
}

/**
 * Each column's field by the registry's aliases (spec 5); a second column naming a field
 * already taken, or a column no alias names, is ignored.
 */
export function autoMapping(headers: readonly string[]): ColumnMapping {
  const taken = new Set<ImportFieldKey>();
  return headers.map((header) => {
    const field = matchHeader(header);
    if (field === null || field === 'ignored' || taken.has(field)) return 'ignore';
    taken.add(field);
    return field;
  });
}

/** A column's first non-blank values, to show beside its mapping. */
export function sampleValues(table: ImportTable, column: number, count = 3): string[] {
  const samples: string[] = [];
  for (const record of table.records) {
    const value = (record.cells[column] ?? '').trim();
    if (value !== '' && !samples.includes(value)) samples.push(value);
    if (samples.length >= count) break;
  }
  return samples;
}

/** A header as the report names it: its text, or 'Column 4' when the header cell is blank. */
function headerLabel(headers: readonly string[], column: number): string {
  return headers[column]?.trim() || `Column ${column + 1}`;
}

/**
 * The table's rows as cells by field, by `mapping` (one entry per column). A file with neither
 * a stock number nor a VIN column cannot be imported (spec 5 'No Stock Number column').
 */
export function applyMapping(table: ImportTable, mapping: ColumnMapping): CsvParseResult {
  const columns = new Map<ImportFieldKey, number>();
  const unknownHeaders: string[] = [];
  table.headers.forEach((_header, index) => {
    const field = mapping[index] ?? 'ignore';
    if (field === 'ignore' || columns.has(field))
      unknownHeaders.push(headerLabel(table.headers, index));
    else columns.set(field, index);
  });
  const rows: VehicleImportRowInput[] = [];
  let rowsWithoutStockNumber = 0;
  // A mileage column headed "Kilometres" or "Odometer (mi)" holds numbers in that unit.
  const mileageColumn = columns.get('mileage');
  const mileageUnit =
    mileageColumn === undefined
      ? undefined
      : headerDistanceUnit(table.headers[mileageColumn] ?? '');
  for (const record of table.records) {
    const row: VehicleImportRowInput = { rowNumber: record.row };
    for (const [field, column] of columns) {
      const cell = (record.cells[column] ?? '').trim();
      row[field] = column === mileageColumn ? withHeaderUnit(cell, mileageUnit) : cell;
    }
    if (!row.stockNumber && row.vin) rowsWithoutStockNumber += 1;
    rows.push(row);
  }
  const totalRows = table.records.length + table.errors.length;
  const fileError =
    table.headers.length > 0 && !columns.has('stockNumber') && !columns.has('vin')
      ? missingStockColumnMessage(table.headers)
      : rows.length === 0
        ? NO_VALID_VEHICLES_MESSAGE
        : null;
  return {
    rows,
    errors: table.errors,
    totalRows,
    fileError,
    unknownHeaders,
    columns: [...columns.keys()],
    rowsWithoutStockNumber,
  };
}

/** A CSV file read with the registry's own mapping. */
export function parseVehicleCsv(text: string): CsvParseResult {
  const table = readCsvTable(text);
  return applyMapping(table, autoMapping(table.headers));
}

/**
 * The key a mapping is remembered under for a dealership: the file's headers, normalised, so
 * the next export from the same system finds it (issue #27 item 1).
 */
export function headersKey(headers: readonly string[]): string {
  return headers.map((header) => header.trim().toLowerCase()).join('\u001f');
}

// Spec 8, Import: messages and toasts.
export const IMPORT_COMPLETE_TITLE = 'Import Complete';
export const IMPORT_FAILED_TITLE = 'Import Failed';
export const IMPORT_FAILED_FALLBACK = 'An error occurred during import';
export const SHOWN_IMPORT_ERRORS = 3;

/**
 * The first 3 lines, then '...and N more errors' (spec 8; the spec's wording is kept for
 * N = 1 as well). Warnings are listed the same way.
 */
export function summarizeImportErrors(
  errors: readonly string[],
  noun: 'errors' | 'warnings' = 'errors',
): string[] {
  const shown = errors.slice(0, SHOWN_IMPORT_ERRORS);
  const more = errors.length - shown.length;
  return more > 0 ? [...shown, `...and ${more} more ${noun}`] : shown;
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

/** The summary toast: destructive when any row failed; errors, then warnings, on their own lines. */
export function importSummaryToast(result: {
  imported: number;
  total: number;
  errors: readonly string[];
  warnings?: readonly string[];
}): ImportToast {
  const lines = [
    importSummaryMessage(result.imported, result.total),
    ...summarizeImportErrors(result.errors),
    ...summarizeImportErrors(result.warnings ?? [], 'warnings'),
  ];
  return {
    title: IMPORT_COMPLETE_TITLE,
    description: lines.join('\n'),
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
