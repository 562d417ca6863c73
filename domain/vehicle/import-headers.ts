import { describeField, IMPORT_FIELD_KEYS, type ImportFieldKey } from './fields';

/**
 * CSV header matching for the vehicle import (spec 5): a header names a field when it matches
 * one of the field's aliases (domain/vehicle/fields) case-insensitively, ignoring spaces,
 * underscores, hyphens, dots and '#'.
 */

/**
 * Columns of the onboarding template (spec 3) and of dealer exports that the vehicle record has
 * no field for: recognised, so they are not reported as unknown, and otherwise ignored.
 */
export const IGNORED_IMPORT_HEADERS = ['MSRP'] as const;

/** 'Stock #' → 'stock', ' Is_Shipping ' → 'isshipping'. */
export function normalizeHeader(header: string): string {
  return header.toLowerCase().replace(/[\s_\-.#]+/g, '');
}

const HEADER_INDEX: ReadonlyMap<string, ImportFieldKey> = new Map(
  IMPORT_FIELD_KEYS.flatMap((key) =>
    (describeField(key).importAliases ?? []).map((alias) => [normalizeHeader(alias), key] as const),
  ),
);
const IGNORED = new Set(IGNORED_IMPORT_HEADERS.map(normalizeHeader));

/** The field a header names, 'ignored' for a known column without a field, else null. */
export function matchHeader(header: string): ImportFieldKey | 'ignored' | null {
  return matchExactly(header) ?? matchExactly(withoutUnit(header));
}

function matchExactly(header: string): ImportFieldKey | 'ignored' | null {
  const key = normalizeHeader(header);
  return HEADER_INDEX.get(key) ?? (IGNORED.has(key) ? 'ignored' : null);
}

/**
 * A header without the unit dealers write after a name: "Odometer (km)", "Price [USD]",
 * "Odometer KMS" name the odometer and the price (the import reads the unit: csv-import.ts).
 */
function withoutUnit(header: string): string {
  return header.replace(/\s*[([][^)\]]*[)\]]\s*$/, '').replace(/\s+(km|kms|mi|miles)\s*$/i, '');
}
