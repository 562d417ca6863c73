import type { VinDecode } from '../api/vin-endpoints';
import { validateVin } from '../vin';

/**
 * What a decoded VIN fills in (issue #27 item 5): the fields, and the words that tell the
 * person it did, so they check them.
 */

/** The Add form's fields a typed or scanned VIN fills where the user has typed nothing. */
export const FORM_FIELDS_FROM_VIN = ['year', 'make', 'model', 'trim'] as const;

/** '2003 Honda Accord': the vehicle as a person names it, from what the VIN says. */
export function decodedVehicleName(decoded: Pick<VinDecode, 'year' | 'make' | 'model'>): string {
  return [decoded.year, decoded.make, decoded.model].filter((part) => part !== null).join(' ');
}

/** Under the VIN field once the form has been filled from it. */
export function vinFilledNote(decoded: Pick<VinDecode, 'year' | 'make' | 'model'>): string {
  return `Filled from the VIN: ${decodedVehicleName(decoded)} — check it`;
}

/** The fields an import fills from a row's VIN when their cells are blank. */
export const IMPORT_FIELDS_FROM_VIN = ['year', 'make', 'model'] as const;
type ImportFieldFromVin = (typeof IMPORT_FIELDS_FROM_VIN)[number];
/** What an import takes from a decoded VIN. */
export type VinVehicle = Pick<VinDecode, ImportFieldFromVin>;

/** A cell of a row as sent (text, or a number from an API caller), trimmed; '' if none. */
function cellText(row: unknown, key: string): string {
  const value = typeof row === 'object' && row !== null ? Reflect.get(row, key) : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

function blankFieldsFromVin(row: unknown): ImportFieldFromVin[] {
  return IMPORT_FIELDS_FROM_VIN.filter((key) => cellText(row, key) === '');
}

/**
 * The normalised VIN an import row would be filled from: a well-formed 17-character VIN on a
 * row whose year, make or model is blank; else null. The server decodes these before reading.
 */
export function vinToFillFrom(row: unknown): string | null {
  const { vin, valid } = validateVin(cellText(row, 'vin'));
  return valid && blankFieldsFromVin(row).length > 0 ? vin : null;
}

/** The row with its blank year, make and model taken from its VIN's decode, and which were. */
export function fillRowFromVin<R extends object>(
  row: R,
  decoded: VinVehicle | undefined,
): { row: R; filled: ImportFieldFromVin[] } {
  if (!decoded) return { row, filled: [] };
  const filled = blankFieldsFromVin(row).filter((key) => decoded[key] !== null);
  const cells = Object.fromEntries(filled.map((key) => [key, String(decoded[key])]));
  return { row: { ...row, ...cells }, filled };
}

/** 'year, make and model filled from the VIN: 2003 Honda Accord' (an import row's info). */
export function vinFilledMessage(
  filled: readonly ImportFieldFromVin[],
  decoded: VinVehicle,
): string {
  const names =
    filled.length < 2 ? filled.join('') : `${filled.slice(0, -1).join(', ')} and ${filled.at(-1)}`;
  const values = filled.map((key) => decoded[key]).join(' ');
  return `${names} filled from the VIN: ${values}`;
}
