import Papa from 'papaparse';
import { NO_VALID_VEHICLES_MESSAGE } from './api/vehicles';
import { type VehicleImportRowInput } from './api/vehicle-import';
import { columnName, type ImportFieldKey } from './vehicle/fields';
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

export interface CsvParseResult {
  rows: VehicleImportRowInput[];
  errors: RowError[];
  /** Data rows in the file, blank lines not counted. */
  totalRows: number;
  /** Why nothing can be imported (spec 5), or null. */
  fileError: string | null;
  /** Headers that match no alias (ignored). */
  unknownHeaders: string[];
  /** The fields the file has a column for, sent with the rows (see importColumnsSchema). */
  columns: ImportFieldKey[];
}

/** Spec 5: a CSV is type text/csv or a name ending .csv (any case). */
export function isCsvFile(file: { name: string; type?: string | null }): boolean {
  return file.type === 'text/csv' || file.name.trim().toLowerCase().endsWith('.csv');
}

/** 'No Stock Number column; found: Unit, Yr, Mfr' — what to fix when the headers are off. */
export function missingStockColumnMessage(headers: readonly string[]): string {
  const found = headers.filter((header) => header.trim() !== '').join(', ') || 'no headers';
  return `No ${columnName('stockNumber')} column; found: ${found}`;
}

function isBlank(record: readonly string[]): boolean {
  return record.every((value) => value.trim() === '');
}

/**
 * Parses an import file into rows of cells. Handles a BOM, CRLF, quoted commas and quoted
 * newlines, and ',', ';' or tab delimiters; blank lines are skipped (row numbers still match
 * the spreadsheet). The first non-blank line is the header.
 */
export function parseVehicleCsv(text: string): CsvParseResult {
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
  const columns = new Map<ImportFieldKey, number>();
  const unknownHeaders: string[] = [];
  header.forEach((name, index) => {
    const field = matchHeader(name);
    if (field === null) {
      if (name.trim() !== '') unknownHeaders.push(name.trim());
    } else if (field !== 'ignored' && !columns.has(field)) columns.set(field, index);
  });

  const rows: VehicleImportRowInput[] = [];
  const errors: RowError[] = [];
  let totalRows = 0;
  records.forEach((record, index) => {
    if (index <= headerIndex || isBlank(record)) return;
    totalRows += 1;
    const rowNumber = index + 1;
    if (brokenRecords.has(index)) {
      errors.push({ row: rowNumber, message: MISSING_QUOTE_MESSAGE });
      return;
    }
    const row: VehicleImportRowInput = { rowNumber };
    for (const [field, column] of columns) row[field] = (record[column] ?? '').trim();
    rows.push(row);
  });
  const fileError =
    headerIndex >= 0 && !columns.has('stockNumber')
      ? missingStockColumnMessage(header)
      : rows.length === 0
        ? NO_VALID_VEHICLES_MESSAGE
        : null;
  return { rows, errors, totalRows, fileError, unknownHeaders, columns: [...columns.keys()] };
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
