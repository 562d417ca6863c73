import { toCsv } from './csv';
import { columnName, describeField, TEMPLATE_FIELD_KEYS } from './vehicle/fields';

/** Import templates (spec 3, Import template columns; spec 2.9 and 2.12 downloads). */

/** The settings template: the spec's columns, then the fields added since (Mileage). */
export const TEMPLATE_COLUMNS_SETTINGS = TEMPLATE_FIELD_KEYS.map(columnName);
export const TEMPLATE_COLUMNS_ONBOARDING = [
  'Stock Number',
  'VIN',
  'Year',
  'Make',
  'Model',
  'Color',
  'Salesperson',
  'Notes',
  'In Stock Date',
  'Price',
] as const;
export const REQUIRED_IMPORT_COLUMNS = ['Stock Number', 'Year', 'Make', 'Model', 'Color'] as const;
export const OPTIONAL_IMPORT_COLUMNS = ['VIN', 'Salesperson', 'Notes'] as const;
export const TEMPLATE_FILE_NAME = 'vehicle-import-template.csv';
export const TEMPLATE_DOWNLOADED_TITLE = 'Template Downloaded';
export const TEMPLATE_DOWNLOADED_DESCRIPTION = 'Fill in your vehicle data and import when ready';

/** Example rows for the settings template; they import cleanly (the VIN's check digit holds). */
export const TEMPLATE_EXAMPLE_ROWS_SETTINGS: readonly (readonly string[])[] = [0, 1].map((row) =>
  TEMPLATE_FIELD_KEYS.map((key) => describeField(key).template?.examples[row] ?? ''),
);
/** Example rows for the onboarding template. */
export const TEMPLATE_EXAMPLE_ROWS_ONBOARDING: readonly (readonly string[])[] = [
  [
    'A1001',
    '1HGCM82633A004352',
    '2003',
    'Honda',
    'Accord',
    'Silver',
    'Jane Smith',
    'Detail and photos',
    '2026-01-15',
    '8995',
  ],
];

/** A template file: the header row, then any example rows (CRLF, RFC 4180). */
export function buildTemplateCsv(
  columns: readonly string[],
  exampleRows: readonly (readonly string[])[] = [],
): string {
  return toCsv([columns, ...exampleRows]);
}
