import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../time';
import {
  parseCsvBoolean,
  parseCsvDaysAgo,
  parseCsvInStock,
  parseCsvType,
  readDate,
  readMileage,
  readPriceCents,
  type CellContext,
} from './cell-values';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const US: CellContext = { now: NOW, distanceUnit: 'mi', dateOrder: 'month-first' };

describe('import cells (spec 5)', () => {
  it.each([
    ['true', true],
    ['TRUE', true],
    ['yes', true],
    [' Yes ', true],
    ['1', true],
    ['y', true],
    ['Y', true],
    ['false', false],
    ['no', false],
    ['0', false],
    ['x', false],
    ['on', false],
  ])('boolean %j → %s', (value, result) => {
    expect(parseCsvBoolean(value)).toBe(result);
  });

  it.each([
    ['make-ready', 'make-ready'],
    ['Make Ready', 'make-ready'],
    ['makeready', 'make-ready'],
    ['MAKE_READY', 'make-ready'],
    ['service', 'service'],
    [' Service ', 'service'],
    ['inventory', 'inventory'],
    ['retail', 'inventory'],
    ['constructor', 'inventory'],
  ])('type %j → %s', (value, type) => {
    expect(parseCsvType(value)).toBe(type);
  });

  it.each([
    ['3', 3],
    ['2.5', 2.5],
    ['-1', 0],
    ['abc', 0],
    ['3650', 3650],
    ['3651', 0],
  ])('custom days ago %j → %s', (value, days) => {
    expect(parseCsvDaysAgo(value)).toBe(days);
  });

  it.each<[string, number | undefined, boolean]>([
    ['0', NOW, false],
    ['23', NOW - 23 * DAY_MS, false],
    ['2026-01-15', Date.UTC(2026, 0, 15), false],
    ['1/15/2026', Date.UTC(2026, 0, 15), false],
    ['2026-02-30', undefined, true],
    ['2027-01-01', undefined, true],
    ['soon', undefined, true],
  ])('in stock %j → %s (warning: %s)', (cell, value, warns) => {
    const reading = parseCsvInStock(cell, US);
    expect(reading.value).toBe(value);
    expect(reading.warning !== undefined).toBe(warns);
  });
});

describe('mileage as dealers write it, in the dealership unit (issue #27)', () => {
  it.each<[string, 'mi' | 'km', number | null, string | undefined]>([
    ['84210', 'mi', 84210, undefined],
    ['84,210', 'mi', 84210, undefined],
    ['84 210 mi', 'mi', 84210, undefined],
    ['77000.0', 'km', 77000, undefined],
    ['77,000 km', 'km', 77000, undefined],
    ['77 000 km', 'km', 77000, undefined],
    ['77\u00a0000 km', 'km', 77000, undefined],
    ['77.000 km', 'km', 77000, undefined],
    ['77000 KM', 'km', 77000, undefined],
    ['77,000', 'km', 77000, undefined],
    ['77,000 km', 'mi', 47846, 'mileage 77,000 km read as 47,846 mi'],
    ['50,000 miles', 'km', 80467, 'mileage 50,000 mi read as 80,467 km'],
    ['12,345.6 mi', 'mi', 12346, undefined],
    ['-5', 'mi', null, 'mileage "-5" is not a distance and was left empty'],
    ['lots', 'km', null, 'mileage "lots" is not a distance and was left empty'],
    [
      '77,000 furlongs',
      'km',
      null,
      'mileage "77,000 furlongs" is not a distance and was left empty',
    ],
  ])('%j in a %s dealership → %s', (cell, unit, value, warning) => {
    expect(readMileage(cell, unit)).toEqual(warning ? { value, warning } : { value });
  });
});

describe('prices in cents (issue #27)', () => {
  it.each<[string, number | null]>([
    ['23995', 2399500],
    ['$23,995', 2399500],
    ['$23,995.50', 2399550],
    ['23995.00', 2399500],
    ['23.995,50 €', 2399550],
    ['CAD 31,500', 3150000],
    ['0', 0],
    ['call', null],
    ['-100', null],
  ])('%j → %s', (cell, cents) => {
    expect(readPriceCents(cell).value).toBe(cents);
  });
});

describe('dates with or without a time, by the dealership date order (issue #27)', () => {
  const at = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) =>
    Date.UTC(y, mo - 1, d, h, mi, s);
  it.each<[string, 'month-first' | 'day-first', number | null, boolean]>([
    ['2025-10-29', 'month-first', at(2025, 10, 29), false],
    ['2025-10-29', 'day-first', at(2025, 10, 29), false],
    ['2025-10-29T09:14:00Z', 'day-first', at(2025, 10, 29, 9, 14), false],
    ['2025-10-29T09:14:00-05:00', 'month-first', at(2025, 10, 29, 14, 14), false],
    ['2025-10-29 21:14', 'month-first', at(2025, 10, 29, 21, 14), false],
    ['2025-10-29T09:14:00.123+0100', 'month-first', at(2025, 10, 29, 8, 14), false],
    ['10/29/2025 9:14:00 AM', 'month-first', at(2025, 10, 29, 9, 14), false],
    ['10/29/2025 9:14:00 PM', 'month-first', at(2025, 10, 29, 21, 14), false],
    ['10/29/2025 12:05 AM', 'month-first', at(2025, 10, 29, 0, 5), false],
    ['10/29/2025', 'day-first', at(2025, 10, 29), false],
    ['29/10/2025', 'month-first', at(2025, 10, 29), false],
    ['29.10.2025 14:30', 'day-first', at(2025, 10, 29, 14, 30), false],
    ['29-10-25', 'day-first', at(2025, 10, 29), false],
    // JavaScript's Date#toString, as the Manheim auction export writes its sale date.
    ['Tue Dec 16 2014 12:30:00 GMT-0800 (PST)', 'day-first', at(2014, 12, 16, 20, 30), false],
    ['Tue Jul 07 2015 09:30:00 GMT-0700 (PDT)', 'month-first', at(2015, 7, 7, 16, 30), false],
    ['Thu Jan 15 2015 04:30:00 GMT+0100', 'month-first', at(2015, 1, 15, 3, 30), false],
    ['Dec 16 2014', 'day-first', at(2014, 12, 16), false],
    ['Tue Feb 30 2015 04:30:00 GMT-0800 (PST)', 'month-first', null, false],
    ['Tue Foo 16 2014 12:30:00 GMT-0800 (PST)', 'month-first', null, false],
    ['03/04/2026', 'month-first', at(2026, 3, 4), true],
    ['03/04/2026', 'day-first', at(2026, 4, 3), true],
    ['04/04/2026', 'day-first', at(2026, 4, 4), false],
    ['2026-02-30', 'month-first', null, false],
    ['13/13/2026', 'day-first', null, false],
    ['10/29/2025 25:00', 'month-first', null, false],
    ['yesterday', 'month-first', null, false],
  ])('%j (%s) → %s, flagged: %s', (cell, order, value, flagged) => {
    const reading = readDate(cell, order, NOW);
    expect(reading.at).toBe(value);
    expect('warning' in reading && reading.warning !== undefined).toBe(flagged);
  });

  it('names both readings of an ambiguous date and the one taken', () => {
    expect(readDate('03/04/2026', 'day-first', NOW)).toEqual({
      at: at(2026, 4, 3),
      warning:
        'date "03/04/2026" could be April 3, 2026 or March 4, 2026; read as April 3, 2026 (the dealership\'s date order is day-first)',
    });
  });

  it('keeps the in-stock date and time of an export, and flags an ambiguous one', () => {
    expect(parseCsvInStock('10/29/2025 9:14:00 AM', US)).toEqual({
      value: at(2025, 10, 29, 9, 14),
    });
    expect(parseCsvInStock('03/04/2026', US).warning).toMatch(
      /^in-stock date "03\/04\/2026" could be/,
    );
  });
});
