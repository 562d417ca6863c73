import { autoMapping, readCsvTable, type ColumnMapping } from '@domain/csv-import';
import { IMPORT_FIELD_KEYS, columnName } from '@domain/vehicle/fields';

/** The feed file's header line, read as the import reads a file's first line. */
export function headersOfLine(line: string): string[] {
  return readCsvTable(line).headers.filter((header) => header !== '');
}

/** Each column's field by the registry's aliases, as the import maps a file. */
export function mappingOfLine(line: string): { headers: string[]; fields: ColumnMapping } {
  const headers = headersOfLine(line);
  return { headers, fields: autoMapping(headers) };
}

/** The choices of a column: any import field, or ignore. */
export const FIELD_CHOICES: readonly { value: ColumnMapping[number]; label: string }[] = [
  ...IMPORT_FIELD_KEYS.map((key) => ({ value: key, label: columnName(key) })),
  { value: 'ignore', label: 'Ignore' },
];
