import type { VinDecode } from '../api/vin-endpoints';

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
