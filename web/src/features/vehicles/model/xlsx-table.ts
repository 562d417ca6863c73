import { tableFromCells, type ImportTable } from '@domain/csv-import';

/** An .xlsx cell as the import reads text: a date as ISO 8601, a number as written. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    // A date without a time of day (Excel's usual in-stock date) is a day, not an instant.
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  return String(value);
}

/**
 * The first sheet of an Excel workbook as an import table (issue #27 item 1, decision 0087).
 * read-excel-file is loaded only when a workbook is chosen: most imports are CSV, and the
 * board should not carry a zip and XML reader for them.
 */
export async function readXlsxTable(file: Blob): Promise<ImportTable> {
  const { readSheet } = await import('read-excel-file/browser');
  const rows = await readSheet(file);
  return tableFromCells(rows.map((row) => row.map(cellText)));
}
