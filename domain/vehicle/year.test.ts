import { describe, expect, it } from 'vitest';
import { importYear, maxVehicleYear, yearProblem } from './year';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('the year rule (spec 5)', () => {
  it.each([
    [1900, false],
    [1901, true],
    [2026, true],
    [2028, true],
    [2029, false],
    [2020.5, false],
    [Number.NaN, false],
  ])('a form or API year %s is %s', (year, ok) => {
    expect(yearProblem(year, NOW) === null).toBe(ok);
  });

  it('names the range', () => {
    expect(yearProblem(2029, NOW)).toBe(
      'Year must be a whole number from 1901 to 2028 (the current year + 2)',
    );
  });

  it.each<[string | number | undefined, number, string | undefined]>([
    ['2020', 2020, undefined],
    [' 2020 ', 2020, undefined],
    [2020, 2020, undefined],
    ['1901', 1901, undefined],
    ['2028', 2028, undefined],
    ['', 2026, undefined],
    [undefined, 2026, undefined],
    ['1800', 2026, 'year 1800 replaced by 2026'],
    ['1900', 2026, 'year 1900 replaced by 2026'],
    ['2029', 2026, 'year 2029 replaced by 2026'],
    ['2020.5', 2026, 'year 2020.5 replaced by 2026'],
    ['abc', 2026, 'year abc replaced by 2026'],
    ['-2020', 2026, 'year -2020 replaced by 2026'],
  ])('an import cell %j → %s (warning %j)', (cell, value, warning) => {
    expect(importYear(cell, NOW)).toEqual(warning ? { value, warning } : { value });
  });

  it('takes the current year from now, in UTC', () => {
    expect(importYear('', Date.UTC(2030, 0, 1, 0, 30)).value).toBe(2030);
    expect(maxVehicleYear(Date.UTC(2030, 0, 1))).toBe(2032);
  });
});
