import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../time';
import { parseCsvBoolean, parseCsvDaysAgo, parseCsvInStock, parseCsvType } from './cell-values';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

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
    const reading = parseCsvInStock(cell, NOW);
    expect(reading.value).toBe(value);
    expect(reading.warning !== undefined).toBe(warns);
  });
});
