import type { Vehicle } from '../api/vehicles';
import { describeField, VEHICLE_FIELD_KEYS, type VehicleFieldKey } from './fields';

/**
 * The inventory search, one definition for the browser and the server (which turns it into
 * SQL): every word must appear, case-insensitively, in one of the searched fields — the basic
 * ones always, the advanced ones only while advanced search is on (spec 3 feature toggle).
 */

/** The words of a search, lower-cased; blank means no search. */
export function searchTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

const BASIC = VEHICLE_FIELD_KEYS.filter((key) => describeField(key).search === 'basic');
const ALL = VEHICLE_FIELD_KEYS.filter((key) => describeField(key).search !== undefined);

/** The fields a search looks in. */
export function searchedFields(advanced: boolean): readonly VehicleFieldKey[] {
  return advanced ? ALL : BASIC;
}

/** A field's value as the search reads it ('' for none). */
export function searchableText(vehicle: Vehicle, key: VehicleFieldKey): string {
  const value = vehicle[key];
  return value === null || value === undefined ? '' : String(value).toLowerCase();
}

export function matchesSearch(
  vehicle: Vehicle,
  terms: readonly string[],
  advanced: boolean,
): boolean {
  if (terms.length === 0) return true;
  const texts = searchedFields(advanced).map((key) => searchableText(vehicle, key));
  return terms.every((term) => texts.some((text) => text.includes(term)));
}
