/** CSV writing (RFC 4180) for the activity export and the import templates (spec 2.9, 2.11). */

export type CsvValue = string | number | boolean | null | undefined;

/** Prepend to a file that Excel should open as UTF-8. */
export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection").
 * Such cells get a leading apostrophe, which spreadsheets show as text and do not evaluate.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell, neutralised against formulas and quoted when it must be (RFC 4180). */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Rows to CSV text with CRLF line ends and no trailing line end. Numbers and booleans are
 * written as they are (a negative number is data, not a formula); strings are neutralised.
 */
export function toCsv(
  rows: readonly (readonly CsvValue[])[],
  options: { bom?: boolean } = {},
): string {
  const text = rows.map((row) => row.map(csvCell).join(',')).join(CSV_LINE_END);
  return options.bom ? `${CSV_BOM}${text}` : text;
}
