import type { VehicleType } from '../api/vehicles';
import { DAY_MS } from '../time';

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

const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * When the vehicle came into stock: a date (2026-01-15 or 1/15/2026, midnight UTC) or an age
 * in whole days ("23" from an Age or Days in Stock column). A future date, or anything else,
 * leaves it at the import time with a warning.
 */
export function parseCsvInStock(cell: string, now: number): CellReading<number> {
  const days = /^\d+$/.test(cell) ? Number(cell) : Number.NaN;
  if (Number.isSafeInteger(days) && days <= CUSTOM_DAYS_AGO_MAX) {
    return { value: now - days * DAY_MS };
  }
  const iso = ISO_DATE.exec(cell);
  const us = US_DATE.exec(cell);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : us
      ? [us[3], us[1], us[2]]
      : [undefined, undefined, undefined];
  const at = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const valid = new Date(at).getUTCDate() === Number(day) && at <= now;
  if (year && valid) return { value: at };
  return { value: undefined, warning: `in-stock date "${cell}" was not understood` };
}
