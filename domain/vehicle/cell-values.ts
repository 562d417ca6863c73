import type { VehicleType } from '../api/vehicles';
import type { DateOrder, DistanceUnit } from '../dealership-config-schema';
import { DAY_MS, MINUTE_MS } from '../time';

/** Reading an import file's cells (spec 5). Cells arrive trimmed and non-empty. */

/** An import cell's value: the value to store (undefined: the field's default). */
export type CellReading<V> = { value: V | undefined; warning?: string };

const TRUE_VALUES = new Set(['true', 'yes', '1', 'y']);

/** Spec 5: true for true, yes, 1 or y (any case); anything else is false. */
export function parseCsvBoolean(value: string): boolean {
  return TRUE_VALUES.has(value.trim().toLowerCase());
}

const TYPE_VALUES: Readonly<Record<string, VehicleType>> = {
  makeready: 'make-ready',
  service: 'service',
  inventory: 'inventory',
};

/** 'make-ready', 'Make Ready', 'makeready', 'make_ready', 'service', 'inventory'; else inventory. */
export function parseCsvType(value: string): VehicleType {
  const key = value.toLowerCase().replace(/[\s_-]+/g, '');
  return Object.hasOwn(TYPE_VALUES, key) ? (TYPE_VALUES[key] ?? 'inventory') : 'inventory';
}

/** The largest number of days an import or an edit may give (ten years). */
export const CUSTOM_DAYS_AGO_MAX = 3650;

/** customDaysAgo: a number from 0 to 3650 when given, else 0 (spec 5). */
export function parseCsvDaysAgo(value: string): number {
  const days = value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(days) && days >= 0 && days <= CUSTOM_DAYS_AGO_MAX ? days : 0;
}

/** How the dealership writes what the file does not spell out (its configuration's `regional`). */
export interface CellContext {
  now: number;
  distanceUnit: DistanceUnit;
  dateOrder: DateOrder;
}

const KM_PER_MILE = 1.609344;
const UNIT_WORDS: Readonly<Record<string, DistanceUnit>> = {
  mi: 'mi',
  mile: 'mi',
  miles: 'mi',
  km: 'km',
  kms: 'km',
  kilometer: 'km',
  kilometers: 'km',
  kilometre: 'km',
  kilometres: 'km',
};

/**
 * The distance unit a column's header names ("Odometer (km)", "Kms", "Miles"), or undefined
 * ("Mileage", "Odometer"): the unit of that column's bare numbers, whatever the dealership's.
 */
export function headerDistanceUnit(header: string): DistanceUnit | undefined {
  const words = header.toLowerCase().split(/[^a-z]+/);
  const named = words.find((word) => Object.hasOwn(UNIT_WORDS, word));
  return named === undefined ? undefined : UNIT_WORDS[named];
}

/**
 * A cell of a column whose header names a unit: a bare number gets that unit written after it,
 * so the import reads "77000" under "Kilometres" as 77,000 km and says what it converted.
 */
export function withHeaderUnit(cell: string, unit: DistanceUnit | undefined): string {
  return unit !== undefined && /^[\d\s.,\u00a0\u202f]+$/.test(cell) && /\d/.test(cell)
    ? `${cell} ${unit}`
    : cell;
}

/** '84,210', '84 210', '84.210' (digit groups), '84210.0' (a decimal) → 84210; else NaN. */
function readGroupedNumber(text: string): number {
  // Spaces of any width between digit groups (Excel writes U+00A0 or U+202F in French files).
  const compact = text.replace(/(?<=\d)[\s\u00a0\u202f](?=\d{3}\b)/g, '');
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(compact)) return Number(compact.replace(/,/g, ''));
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(compact))
    return Number(compact.replace(/\./g, '').replace(',', '.'));
  if (/^\d+([.,]\d+)?$/.test(compact)) return Number(compact.replace(',', '.'));
  return Number.NaN;
}

/** 47,846 written as people read it. */
function grouped(value: number): string {
  return value.toLocaleString('en-US');
}

/**
 * An odometer cell as dealers write it: '77,000 km', '77 000 km', '77000.0', '84,210 mi'. A
 * number without a unit is in the dealership's unit; one in the other unit is converted, and
 * the row says so, so a Canadian file's 77,000 km never shows as 77,000 mi.
 */
export function readMileage(cell: string, unit: DistanceUnit): CellReading<number | null> {
  const match = /^(.*?)\s*([a-z]+)\.?$/i.exec(cell.trim());
  const word = match?.[2]?.toLowerCase();
  const cellUnit =
    word !== undefined && Object.hasOwn(UNIT_WORDS, word) ? UNIT_WORDS[word] : undefined;
  const number = readGroupedNumber(cellUnit && match ? (match[1] ?? '') : cell.trim());
  if (!Number.isFinite(number)) {
    return { value: null, warning: `mileage "${cell}" is not a distance and was left empty` };
  }
  if (cellUnit === undefined || cellUnit === unit) return { value: Math.round(number) };
  const value = Math.round(cellUnit === 'km' ? number / KM_PER_MILE : number * KM_PER_MILE);
  return {
    value,
    warning: `mileage ${grouped(number)} ${cellUnit} read as ${grouped(value)} ${unit}`,
  };
}

/**
 * A price as dealers write it: '$23,995', '23995.00', '23.995,50 €' → cents. Anything else is
 * left empty with a warning.
 */
export function readPriceCents(cell: string): CellReading<number | null> {
  const text = cell.replace(/^[^\d]*?(?=\d)/, '').replace(/\s*[a-z$€£¥]*\.?$/i, '');
  const number = readGroupedNumber(text);
  if (!Number.isFinite(number) || /^\s*-/.test(cell)) {
    return { value: null, warning: `price "${cell}" is not an amount and was left empty` };
  }
  return { value: Math.round(number * 100) };
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'March 4, 2026' (UTC: a date in a file has no time zone). */
function spelledDate(at: number): string {
  const date = new Date(at);
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;
const NUMERIC_DATE_TIME =
  /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AP]M)?)?$/i;
/**
 * JavaScript's Date#toString, as exports built in JavaScript write it (the Manheim auction
 * file: 'Tue Dec 16 2014 12:30:00 GMT-0800 (PST)'): the month by name, no day-or-month
 * question; the weekday and the zone's name in brackets say nothing the rest does not.
 */
const JAVASCRIPT_DATE_TIME =
  /^(?:[a-z]{3}\s+)?([a-z]{3})\s+(\d{1,2})\s+(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?(?:\s+GMT([+-]\d{4}))?(?:\s+\([^)]*\))?$/i;

/** Milliseconds from the clock parts, or NaN when a part is out of range (Feb 30, 25:00). */
function utcTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0) {
  const at = Date.UTC(year, month - 1, day, hour, minute, second);
  const date = new Date(at);
  const same =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  return same ? at : Number.NaN;
}

/** '9:14' with 'PM' → 21; a 12 o'clock AM is midnight. */
function hourOf(hour: string | undefined, meridiem: string | undefined): number {
  const value = Number(hour ?? 0);
  if (!meridiem) return value;
  const base = value % 12;
  return meridiem.toUpperCase() === 'PM' ? base + 12 : base;
}

/** Milliseconds of a '+0100' / '-05:00' zone offset east of UTC. */
function zoneOffsetMs(zone: string): number {
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.replace(/[^\d]/g, '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * MINUTE_MS;
}

/** 'Tue Dec 16 2014 12:30:00 GMT-0800 (PST)' → its instant, else NaN. */
function readJavaScriptDate(text: string): number {
  const match = JAVASCRIPT_DATE_TIME.exec(text);
  if (!match) return Number.NaN;
  const [, monthName, d, y, h, mi, se, zone] = match;
  const month = MONTH_NAMES.findIndex((name) =>
    name.toLowerCase().startsWith((monthName ?? '').toLowerCase()),
  );
  if (month < 0) return Number.NaN;
  const local = utcTime(
    Number(y),
    month + 1,
    Number(d),
    Number(h ?? 0),
    Number(mi ?? 0),
    Number(se ?? 0),
  );
  return zone ? local - zoneOffsetMs(zone) : local;
}

/** A date and maybe a time, or the reason it is not one. */
type DateReading = { at: number; warning?: string } | { at: null };

/**
 * A date as files write it: ISO 8601 with or without a time and zone, JavaScript's
 * 'Tue Dec 16 2014 12:30:00 GMT-0800 (PST)', or 10/29/2025 with or without '9:14:00 AM' (also
 * with '.' or '-'). Whether 03/04/2026 is March 4 or April 3 is the
 * dealership's date order; a date that could be either is read that way and flagged, never
 * guessed silently. A date that can only be one way (29/10/2025) is read that way.
 */
export function readDate(cell: string, dateOrder: DateOrder, now: number): DateReading {
  const text = cell.trim();
  const iso = ISO_DATE_TIME.exec(text);
  if (iso) {
    const [, y, mo, d, h, mi, se, zone] = iso;
    const local = utcTime(
      Number(y),
      Number(mo),
      Number(d),
      Number(h ?? 0),
      Number(mi ?? 0),
      Number(se ?? 0),
    );
    if (Number.isNaN(local)) return { at: null };
    if (!zone || zone.toUpperCase() === 'Z') return { at: local };
    return { at: local - zoneOffsetMs(zone) };
  }
  const spelled = readJavaScriptDate(text);
  if (!Number.isNaN(spelled)) return { at: spelled };
  const numeric = NUMERIC_DATE_TIME.exec(text);
  if (!numeric) return { at: null };
  const [, first, second, yearText, h, mi, se, meridiem] = numeric;
  const a = Number(first);
  const b = Number(second);
  let year = Number(yearText);
  if ((yearText ?? '').length === 2) {
    const century = Math.floor(new Date(now).getUTCFullYear() / 100) * 100;
    year = century + year > new Date(now).getUTCFullYear() ? century - 100 + year : century + year;
  }
  const time = [hourOf(h, meridiem), Number(mi ?? 0), Number(se ?? 0)] as const;
  const monthFirst = utcTime(year, a, b, ...time);
  const dayFirst = utcTime(year, b, a, ...time);
  const preferred = dateOrder === 'month-first' ? monthFirst : dayFirst;
  const other = dateOrder === 'month-first' ? dayFirst : monthFirst;
  if (Number.isNaN(preferred)) return Number.isNaN(other) ? { at: null } : { at: other };
  if (Number.isNaN(other) || a === b) return { at: preferred };
  return {
    at: preferred,
    warning: `date "${text}" could be ${spelledDate(preferred)} or ${spelledDate(other)}; read as ${spelledDate(preferred)} (the dealership's date order is ${dateOrder})`,
  };
}

/**
 * When the vehicle came into stock: a date (see readDate) or an age in whole days ("23" from
 * an Age or Days in Stock column). A future date, or anything else, leaves it at the import
 * time with a warning.
 */
export function parseCsvInStock(cell: string, context: CellContext): CellReading<number> {
  const { now } = context;
  const days = /^\d+$/.test(cell) ? Number(cell) : Number.NaN;
  if (Number.isSafeInteger(days) && days <= CUSTOM_DAYS_AGO_MAX) {
    return { value: now - days * DAY_MS };
  }
  const date = readDate(cell, context.dateOrder, now);
  if (date.at !== null && date.at <= now) {
    return date.warning
      ? { value: date.at, warning: `in-stock ${date.warning}` }
      : { value: date.at };
  }
  if (date.at !== null) {
    return {
      value: undefined,
      warning: `in-stock date "${cell}" is in the future; the import time is used`,
    };
  }
  return { value: undefined, warning: `in-stock date "${cell}" was not understood` };
}
