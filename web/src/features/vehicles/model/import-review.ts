import type { VehicleImportBody } from '@domain/api/vehicle-endpoints';
import type { RememberedImportMapping } from '@domain/api/vehicle-import';
import type { ImportResult } from '@domain/api/vehicles';
import { toCsv } from '@domain/csv';
import {
  applyMapping,
  autoMapping,
  headersKey,
  type ColumnMapping,
  type CsvParseResult,
  type ImportTable,
  type RowError,
} from '@domain/csv-import';
import { IMPORT_FIELD_KEYS, columnName, type ImportFieldKey } from '@domain/vehicle/fields';
import { STOCK_NUMBER_FROM_VIN, type StockNumberFromVin } from '@domain/vehicle/stock-from-vin';

/**
 * The import's review (issue #27 items 1, 2 and 4): a file's columns mapped to fields, the
 * choice of a stock number from the VIN, the request that mapping makes, the dry run's
 * sentence and the CSV of the rows that did not get in.
 */

/** The fields a column can go to, with the names the template heads them with. */
export const FIELD_CHOICES: readonly { key: ImportFieldKey; label: string }[] =
  IMPORT_FIELD_KEYS.map((key) => ({ key, label: columnName(key) }));

export const STOCK_FROM_VIN_CHOICES = STOCK_NUMBER_FROM_VIN;

export interface ReviewChoice {
  mapping: ColumnMapping;
  stockNumberFromVin: StockNumberFromVin | null;
  /** Whether the mapping is the one remembered for these headers. */
  remembered: boolean;
}

/**
 * Where a new file starts: the dealership's remembered mapping for exactly these headers, else
 * the registry's aliases (a remembered field no longer importable falls back to 'ignore').
 */
export function initialChoice(
  headers: readonly string[],
  remembered: readonly RememberedImportMapping[],
): ReviewChoice {
  const key = headersKey(headers);
  const match = remembered.find((m) => headersKey(m.headers) === key);
  if (!match) return { mapping: autoMapping(headers), stockNumberFromVin: null, remembered: false };
  const known = new Set<string>(IMPORT_FIELD_KEYS);
  return {
    mapping: headers.map((_header, index) => {
      const field = match.fields[index];
      return field !== undefined && known.has(field) ? (field as ImportFieldKey) : 'ignore';
    }),
    stockNumberFromVin: match.stockNumberFromVin,
    remembered: true,
  };
}

/**
 * Maps column `index` to `field`. A field takes one column: the column that had it goes to
 * 'ignore', so the mapping is always one the server accepts.
 */
export function mapColumn(
  mapping: ColumnMapping,
  index: number,
  field: ImportFieldKey | 'ignore',
): ColumnMapping {
  return mapping.map((current, i) => {
    if (i === index) return field;
    return field !== 'ignore' && current === field ? 'ignore' : current;
  });
}

/** The rows by `choice`, and the body a dry run and the import send. */
export function reviewRequest(
  table: ImportTable,
  choice: ReviewChoice,
): { parsed: CsvParseResult; body: VehicleImportBody } {
  const parsed = applyMapping(table, choice.mapping);
  return {
    parsed,
    body: {
      rows: parsed.rows,
      columns: parsed.columns,
      stockNumberFromVin: choice.stockNumberFromVin,
      mapping: { headers: table.headers, fields: choice.mapping },
    },
  };
}

/** "Will add 102, update 8, leave 1 unchanged, skip 0" (issue #27 item 1). */
export function dryRunSentence(result: ImportResult, parseErrors = 0): string {
  return `Will add ${result.added}, update ${result.changed}, leave ${result.unchanged} unchanged, skip ${result.skipped + parseErrors}`;
}

/** "Added 102, updated 8, left 1 unchanged, skipped 0": what the import did. */
export function importedSentence(result: ImportResult, parseErrors = 0): string {
  return `Added ${result.added}, updated ${result.changed}, left ${result.unchanged} unchanged, skipped ${result.skipped + parseErrors}`;
}

/**
 * The rows that did not get in, as the file had them plus a Reason column, so the dealer can
 * fix them and import that file (issue #27 item 4); null when every row got in. A row the file
 * itself breaks (an unclosed quote) has no cells to give back: its reason says so.
 */
export function rejectedRowsCsv(
  table: ImportTable,
  result: Pick<ImportResult, 'problems'>,
  parseErrors: readonly RowError[],
): string | null {
  const reasons = new Map<number, string[]>();
  const add = (row: number, message: string) =>
    reasons.set(row, [...(reasons.get(row) ?? []), message]);
  for (const problem of result.problems) {
    if (problem.level === 'error') add(problem.row, problem.message);
  }
  for (const error of parseErrors) add(error.row, error.message);
  if (reasons.size === 0) return null;
  const cellsByRow = new Map(table.records.map((record) => [record.row, record.cells]));
  const lines = [...reasons.keys()]
    .sort((a, b) => a - b)
    .map((row) => {
      const cells = cellsByRow.get(row) ?? table.headers.map(() => '');
      const padded = table.headers.map((_header, i) => cells[i] ?? '');
      return [...padded, `Row ${row}: ${(reasons.get(row) ?? []).join('; ')}`];
    });
  return toCsv([[...table.headers, 'Reason'], ...lines], { bom: true });
}
