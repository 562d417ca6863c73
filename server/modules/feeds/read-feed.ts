import {
  applyMapping,
  headersKey,
  readCsvTable,
  sheetCellText,
  tableFromCells,
  type ColumnMapping,
  type ImportTable,
} from '@domain/csv-import';
import type { VehicleImportRowInput } from '@domain/api/vehicle-import';
import { formatRowError } from '@domain/vehicle/import-rows';
import type { ImportFieldKey } from '@domain/vehicle/fields';
import { IMPORT_FIELD_KEYS } from '@domain/vehicle/fields';
import { decodeText } from '@domain/text-encoding';

/** A feed's file as rows of cells by field, ready for the import's row reader. */
export interface FeedFile {
  rows: VehicleImportRowInput[];
  columns: ImportFieldKey[];
  /** The file's own problems and the columns the mapping does not know. */
  notes: string[];
}

/** An .xlsx file is a zip: it starts with "PK". */
function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b;
}

/** The file as a table: an .xlsx workbook's first sheet, else CSV in whatever encoding. */
async function tableOf(bytes: Buffer): Promise<ImportTable> {
  if (isZip(bytes)) {
    // Loaded only by a workbook feed: most feeds are CSV (decision 0087's reader, Node entry).
    const { readSheet } = await import('read-excel-file/node');
    const rows = await readSheet(bytes);
    return tableFromCells(rows.map((row) => row.map(sheetCellText)));
  }
  return readCsvTable(decodeText(bytes).text);
}

function isImportField(field: string): field is ImportFieldKey {
  return (IMPORT_FIELD_KEYS as readonly string[]).includes(field);
}

/**
 * The feed's mapping for this file's headers: each column by its header's field in the saved
 * mapping (a feed may reorder its columns), a column the mapping does not know ignored.
 */
function mappingFor(
  headers: readonly string[],
  saved: { headers: readonly string[]; fields: readonly string[] },
): { mapping: ColumnMapping; unknown: string[] } {
  const byHeader = new Map(
    saved.headers.map((header, index) => [headersKey([header]), saved.fields[index] ?? 'ignore']),
  );
  const unknown: string[] = [];
  const mapping = headers.map((header) => {
    const field = byHeader.get(headersKey([header]));
    if (field === undefined) unknown.push(header);
    return field !== undefined && isImportField(field) ? field : 'ignore';
  });
  return { mapping, unknown };
}

/** A file the run cannot read at all: the run fails with this message. */
export class FeedFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedFileError';
  }
}

/** Reads a feed's file with the import's table reader and the feed's saved mapping. */
export async function readFeedFile(
  bytes: Buffer,
  saved: { headers: readonly string[]; fields: readonly string[] },
): Promise<FeedFile> {
  let table: ImportTable;
  try {
    table = await tableOf(bytes);
  } catch {
    throw new FeedFileError("The feed's file could not be read as CSV or .xlsx");
  }
  const { mapping, unknown } = mappingFor(table.headers, saved);
  const parsed = applyMapping(table, mapping);
  if (parsed.fileError) throw new FeedFileError(parsed.fileError);
  const notes = parsed.errors.map((error) => formatRowError(error.row, error.message));
  if (unknown.length > 0) {
    notes.push(`Columns not in the feed's mapping, ignored: ${unknown.join(', ')}`);
  }
  return { rows: parsed.rows, columns: parsed.columns, notes };
}
