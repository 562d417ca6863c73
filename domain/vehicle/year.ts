import type { CellReading } from './cell-values';

/**
 * The year rule (spec 5): a year is a number above 1900 and at most the current year + 2, the
 * current year taken in UTC from the injected clock. A form or API write with another year is
 * refused (a 400 naming `year`); an import replaces it with the current year and says so.
 */
export const YEAR_MIN = 1901;

export function currentYear(now: number): number {
  return new Date(now).getUTCFullYear();
}

export function maxVehicleYear(now: number): number {
  return currentYear(now) + 2;
}

/** The message for a year outside the rule, or null when it is fine. */
export function yearProblem(year: number, now: number): string | null {
  const max = maxVehicleYear(now);
  if (Number.isInteger(year) && year >= YEAR_MIN && year <= max) return null;
  return `Year must be a whole number from ${YEAR_MIN} to ${max} (the current year + 2)`;
}

/**
 * An import's year: a blank cell takes the current year (the spec 5 default); a cell that
 * breaks the rule takes it too, with a warning ("year 1800 replaced by 2026").
 */
export function importYear(cell: string | number | undefined, now: number): CellReading<number> {
  const year = currentYear(now);
  const text = String(cell ?? '').trim();
  if (text === '') return { value: year };
  const given = Number(text);
  if (yearProblem(given, now) === null) return { value: given };
  return { value: year, warning: `year ${text} replaced by ${year}` };
}
