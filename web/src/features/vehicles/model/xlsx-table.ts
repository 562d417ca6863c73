import { sheetCellText, tableFromCells, type ImportTable } from '@domain/csv-import';

/**
 * The first sheet of an Excel workbook as an import table (issue #27 item 1, decision 0087).
 * read-excel-file is loaded only when a workbook is chosen: most imports are CSV, and the
 * board should not carry a zip and XML reader for them.
 */
export async function readXlsxTable(file: Blob): Promise<ImportTable> {
  const { readSheet } = await import('read-excel-file/browser');
  const rows = await readSheet(file);
  return tableFromCells(rows.map((row) => row.map(sheetCellText)));
}
