import { describe, expect, it } from 'vitest';
import {
  VIN_CHARACTERS_MESSAGE,
  VIN_IOQ_MESSAGE,
  VIN_LENGTH_MESSAGE,
  PRE_1981_VIN_YEAR_MESSAGE,
  computeCheckDigit,
  vinCheckDigitWarning,
  vinFeedback,
  vinShapeErrors,
  vinWarnings,
  vinYearProblem,
  modelYearCandidates,
  normalizeVin,
  validateVin,
  vinRegion,
} from './vin';

describe('normalizeVin', () => {
  it.each([
    [' 1hgcm82633a004352 ', '1HGCM82633A004352'],
    ['1HG-CM826 33A 004352', '1HGCM82633A004352'],
    ['1hg\tcm82633a00435\n2', '1HGCM82633A004352'],
    ['', ''],
  ])('%j → %j', (input, vin) => {
    expect(normalizeVin(input)).toBe(vin);
  });
});

describe('validateVin', () => {
  it.each([
    ['1M8GDM9AXKP042788', 'X', 'X', [1989, 2019], 'North America'],
    ['11111111111111111', '1', '1', [2001, 2031], 'North America'],
    ['1HGCM82633A004352', '3', '3', [2003, 2033], 'North America'],
    ['JHMCM56557C404453', '5', '5', [2007, 2037], 'Asia'],
  ])('%s is valid with check digit %s', (vin, expected, actual, years, region) => {
    expect(validateVin(vin)).toEqual({
      vin,
      valid: true,
      errors: [],
      checkDigit: { expected, actual, matches: true },
      modelYears: years,
      region,
      pre1981: false,
    });
  });

  it('treats a check digit mismatch as a warning, not an error', () => {
    const result = validateVin('WVWZZZ1JZ3W386752');
    expect(result.valid).toBe(true);
    expect(result.errors).toEqual([]);
    expect(result.checkDigit).toEqual({ expected: '9', actual: 'Z', matches: false });
    expect(result.region).toBe('Europe');
    expect(result.modelYears).toEqual([2003, 2033]);
  });

  it('validates the normalised form', () => {
    expect(validateVin(' 1m8-gdm9axkp042788 ')).toMatchObject({
      vin: '1M8GDM9AXKP042788',
      valid: true,
    });
  });

  it.each([
    ['', [VIN_LENGTH_MESSAGE]],
    ['1HGCM82633A00435', [VIN_LENGTH_MESSAGE]],
    ['1HGCM82633A0043521', [VIN_LENGTH_MESSAGE]],
    ['1HGCM82633A00435I', [VIN_IOQ_MESSAGE]],
    ['1HGCM82633A0O4352', [VIN_IOQ_MESSAGE]],
    ['QHGCM82633A004352', [VIN_IOQ_MESSAGE]],
    ['1HGCM82633A00435*', [VIN_CHARACTERS_MESSAGE]],
    ['1HGCM82633A0É4352', [VIN_CHARACTERS_MESSAGE]],
    ['1HGO*', [VIN_LENGTH_MESSAGE, VIN_IOQ_MESSAGE, VIN_CHARACTERS_MESSAGE]],
  ])('%j is invalid: %j', (vin, errors) => {
    const result = validateVin(vin);
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual(errors);
    expect(result.checkDigit).toBeNull();
  });

  it('has the exact messages', () => {
    expect(VIN_LENGTH_MESSAGE).toBe('VIN must be 17 characters');
    expect(VIN_IOQ_MESSAGE).toBe('VIN cannot contain the letters I, O or Q');
    expect(VIN_CHARACTERS_MESSAGE).toBe('VIN may contain only letters A-Z and digits 0-9');
  });

  it('still decodes what it can from an invalid VIN', () => {
    expect(validateVin('1HGCM8263')).toMatchObject({ modelYears: [], region: 'North America' });
    expect(validateVin('')).toMatchObject({ modelYears: [], region: null });
  });
});

describe('computeCheckDigit', () => {
  it('writes remainder 10 as X', () => {
    expect(computeCheckDigit('1M8GDM9A0KP042788')).toBe('X');
  });
  it('ignores position 9 itself (weight 0)', () => {
    expect(computeCheckDigit('1HGCM826X3A004352')).toBe('3');
  });
});

describe('modelYearCandidates (position 10, 30-year cycle)', () => {
  it.each([
    ['A', [1980, 2010]],
    ['H', [1987, 2017]],
    ['J', [1988, 2018]],
    ['L', [1990, 2020]],
    ['N', [1992, 2022]],
    ['P', [1993, 2023]],
    ['R', [1994, 2024]],
    ['S', [1995, 2025]],
    ['T', [1996, 2026]],
    ['V', [1997, 2027]],
    ['Y', [2000, 2030]],
    ['1', [2001, 2031]],
    ['9', [2009, 2039]],
    ['a', [1980, 2010]],
    ['U', []],
    ['Z', []],
    ['0', []],
    ['I', []],
    ['O', []],
    ['Q', []],
    ['', []],
    ['AB', []],
  ])('%j → %j', (code, years) => {
    expect(modelYearCandidates(code)).toEqual(years);
  });
});

describe('vinRegion (position 1)', () => {
  it.each([
    ['A', 'Africa'],
    ['H', 'Africa'],
    ['J', 'Asia'],
    ['K', 'Asia'],
    ['R', 'Asia'],
    ['S', 'Europe'],
    ['W', 'Europe'],
    ['Z', 'Europe'],
    ['1', 'North America'],
    ['5', 'North America'],
    ['6', 'Oceania'],
    ['7', 'Oceania'],
    ['8', 'South America'],
    ['9', 'South America'],
    ['0', null],
    ['I', null],
    ['O', null],
    ['Q', null],
  ])('%s → %s', (first, region) => {
    expect(vinRegion(first)).toBe(region);
  });
});

describe('a wrong check digit is a warning, never silent (issue #27)', () => {
  it.each<[string, string | null]>([
    ['1HGCM82633A004352', null],
    [
      '1HGCM82643A004352',
      'VIN 1HGCM82643A004352: check digit is 4, expected 3; please double-check it',
    ],
    [
      '1m8gdm9a1kp042788',
      'VIN 1M8GDM9A1KP042788: check digit is 1, expected X; please double-check it',
    ],
    [
      'WVWZZZ1JZ3W386752',
      'VIN WVWZZZ1JZ3W386752: check digit is Z, expected 9; please double-check it',
    ],
    ['1HGCM8263', null],
    ['', null],
  ])('%j → %j', (vin, warning) => {
    expect(vinCheckDigitWarning(vin)).toBe(warning);
    expect(vinWarnings(vin)).toEqual(warning ? [warning] : []);
  });

  it('says so in the form, which still saves', () => {
    expect(vinFeedback('1HGCM82643A004352')).toEqual({
      tone: 'warn',
      text: 'Check digit is 4, expected 3. Please double-check the VIN (you can still save it).',
    });
  });
});

describe('pre-1981 VINs: 6 to 13 characters when the year says so (issue #27)', () => {
  it.each<[string, number | undefined, boolean, string[]]>([
    ['124379N123456', 1969, true, []], // Chevrolet Camaro 1969: 13 characters
    ['9F02R123456', 1969, true, []], // Ford Mustang 1969: 11 characters
    ['OQI12345678', 1975, true, []], // I, O and Q were allowed before 1981
    ['1Z37J9S123456', 1980, true, []],
    // A yard's list (server/test/fixtures/dealer-files): the makers' own short serials.
    ['470021', 1937, true, []], // Dodge: 6 characters
    ['N555225', 1955, true, []], // Chrysler New York: 7
    ['15929685', 1956, true, []], // Plymouth: 8
    ['399364865', 1971, true, []], // Datsun: 9
    ['8592005347', 1978, true, []], // Audi Fox: 10
    ['124379N12345*', 1969, false, [VIN_CHARACTERS_MESSAGE]],
    ['124379N123456', 1981, false, [VIN_LENGTH_MESSAGE]],
    ['124379N123456', undefined, false, [VIN_LENGTH_MESSAGE]],
    ['47002', 1937, false, [VIN_LENGTH_MESSAGE]],
    ['12437912345678', 1969, false, [VIN_LENGTH_MESSAGE]],
  ])('%j, year %s: valid %s', (vin, year, valid, errors) => {
    const result = validateVin(vin, year);
    expect(result.valid).toBe(valid);
    expect(result.errors).toEqual(errors);
  });

  it('marks a pre-1981 VIN as such: no check digit, no decoded year', () => {
    expect(validateVin('124379n123456', 1969)).toEqual({
      vin: '124379N123456',
      valid: true,
      errors: [],
      checkDigit: null,
      modelYears: [],
      region: null,
      pre1981: true,
    });
    expect(vinCheckDigitWarning('124379N123456')).toBeNull();
  });

  it.each<[string, number, string | null]>([
    ['124379N123456', 1969, null],
    ['124379N123456', 1980, null],
    ['124379N123456', 1981, PRE_1981_VIN_YEAR_MESSAGE],
    ['3A004352', 2015, PRE_1981_VIN_YEAR_MESSAGE],
    ['1HGCM82633A004352', 1969, null],
  ])('the year rule: %j in %s → %j', (vin, year, problem) => {
    expect(vinYearProblem(vin, year)).toBe(problem);
  });

  it('lets the field alone take 6 to 13 characters (the year is checked with the vehicle)', () => {
    expect(vinShapeErrors('124379N123456')).toEqual([]);
    expect(vinShapeErrors('470021')).toEqual([]);
    expect(vinShapeErrors('47002')).toEqual([VIN_LENGTH_MESSAGE]);
    expect(PRE_1981_VIN_YEAR_MESSAGE).toBe(
      'VIN must be 17 characters; 6 to 13 is a pre-1981 serial, for a year of 1980 or earlier',
    );
  });

  it('tells the form', () => {
    expect(vinFeedback('124379N123456', 1969)).toEqual({
      tone: 'ok',
      text: 'Pre-1981 VIN: its own maker’s format, no check digit',
    });
    expect(vinFeedback('124379N123456', 2020).tone).toBe('muted');
  });
});
