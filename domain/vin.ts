/**
 * Vehicle identification numbers (ISO 3779; check digit per 49 CFR 565). The spec maps a VIN
 * column on import (spec 3) and scans VINs; this decides what a well-formed VIN is.
 */

export const VIN_LENGTH = 17;
export const VIN_LENGTH_MESSAGE = 'VIN must be 17 characters';
/**
 * Before the 1981 standard, makers wrote their own serials, 6 to 13 characters: a yard's real
 * list (server/test/fixtures/dealer-files) has a 1937 Dodge '470021', a 1955 Chrysler 'N555225'
 * and a 1966 Barracuda 'BP29D62587337' (issue #27). No check digit; I, O and Q were allowed.
 */
const PRE_1981_VIN_LENGTHS = { min: 6, max: 13 } as const;
const LAST_PRE_STANDARD_YEAR = 1980;
export const PRE_1981_VIN_YEAR_MESSAGE = `${VIN_LENGTH_MESSAGE}; ${PRE_1981_VIN_LENGTHS.min} to ${PRE_1981_VIN_LENGTHS.max} is a pre-1981 serial, for a year of ${LAST_PRE_STANDARD_YEAR} or earlier`;
export const VIN_IOQ_MESSAGE = 'VIN cannot contain the letters I, O or Q';
export const VIN_CHARACTERS_MESSAGE = 'VIN may contain only letters A-Z and digits 0-9';

export type VinRegion =
  'Africa' | 'Asia' | 'Europe' | 'North America' | 'Oceania' | 'South America';

export interface VinCheckDigit {
  /** The check digit computed from the other 16 characters: '0'–'9' or 'X'. */
  expected: string;
  /** The character at position 9. */
  actual: string;
  matches: boolean;
}

export interface VinValidation {
  /** The normalised VIN. */
  vin: string;
  /** Well-formed: 17 characters of A–Z and 0–9 without I, O or Q. */
  valid: boolean;
  errors: string[];
  /** Null unless the VIN is well-formed. A mismatch is a warning only: many non-North
   * American VINs do not use a check digit, so `valid` stays true. */
  checkDigit: VinCheckDigit | null;
  /** Candidate model years from position 10 (one per 30-year cycle), ascending. */
  modelYears: number[];
  /** The manufacturing region from position 1, or null when it is not assigned. */
  region: VinRegion | null;
  /** A pre-1981 VIN (6 to 13 characters, with a year of 1980 or earlier): its own rules. */
  pre1981: boolean;
}

/** 6 to 13 characters: the length of a pre-1981 VIN. */
function hasPre1981Length(vin: string): boolean {
  return vin.length >= PRE_1981_VIN_LENGTHS.min && vin.length <= PRE_1981_VIN_LENGTHS.max;
}

/** Trims, upper-cases and removes spaces and hyphens (what scanners and people add). */
export function normalizeVin(vin: string): string {
  return vin
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '');
}

// prettier-ignore
const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

function characterValue(character: string): number {
  if (/^\d$/.test(character)) return Number(character);
  return TRANSLITERATION[character] ?? 0;
}

/** The check digit of a well-formed 17-character VIN: remainder 10 is written 'X'. */
export function computeCheckDigit(vin: string): string {
  const sum = [...vin].reduce(
    (total, character, index) => total + characterValue(character) * (WEIGHTS[index] ?? 0),
    0,
  );
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** Position 10 codes of the 1980–2009 cycle; the next cycle adds 30 years. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const FIRST_CYCLE_START = 1980;
const CYCLE_YEARS = 30;

/** Both model years a position-10 code can mean, e.g. 'K' → [1989, 2019]; [] if unused. */
export function modelYearCandidates(code: string): number[] {
  const index = code.length === 1 ? YEAR_CODES.indexOf(code.toUpperCase()) : -1;
  if (index < 0) return [];
  const year = FIRST_CYCLE_START + index;
  return [year, year + CYCLE_YEARS];
}

/** ISO 3779 world regions by the first character. */
export function vinRegion(first: string): VinRegion | null {
  const c = first.toUpperCase();
  if (/^[A-H]$/.test(c)) return 'Africa';
  if (/^[J-NPR]$/.test(c)) return 'Asia';
  if (/^[S-Z]$/.test(c)) return 'Europe';
  if (/^[1-5]$/.test(c)) return 'North America';
  if (/^[67]$/.test(c)) return 'Oceania';
  if (/^[89]$/.test(c)) return 'South America';
  return null;
}

/**
 * Validates a VIN and decodes what it can. With a `year` of 1980 or earlier a VIN of 6 to 13
 * characters is valid under the pre-1981 rules: letters and digits, no check digit.
 */
export function validateVin(input: string, year?: number): VinValidation {
  const vin = normalizeVin(input);
  if (year !== undefined && year <= LAST_PRE_STANDARD_YEAR && hasPre1981Length(vin)) {
    const errors = /[^A-Z0-9]/.test(vin) ? [VIN_CHARACTERS_MESSAGE] : [];
    const region = null;
    return {
      vin,
      valid: errors.length === 0,
      errors,
      checkDigit: null,
      modelYears: [],
      region,
      pre1981: true,
    };
  }
  const errors: string[] = [];
  if (vin.length !== VIN_LENGTH) errors.push(VIN_LENGTH_MESSAGE);
  if (/[IOQ]/.test(vin)) errors.push(VIN_IOQ_MESSAGE);
  if (/[^A-Z0-9]/.test(vin)) errors.push(VIN_CHARACTERS_MESSAGE);
  const valid = errors.length === 0;
  let checkDigit: VinCheckDigit | null = null;
  if (valid) {
    const expected = computeCheckDigit(vin);
    const actual = vin.charAt(8);
    checkDigit = { expected, actual, matches: expected === actual };
  }
  return {
    vin,
    valid,
    errors,
    checkDigit,
    modelYears: vin.length >= 10 ? modelYearCandidates(vin.charAt(9)) : [],
    region: vin.length > 0 ? vinRegion(vin.charAt(0)) : null,
    pre1981: false,
  };
}

/**
 * What the VIN field alone can say, before the year is known (the contract's field rule): a
 * 17-character VIN's rules, or for 6 to 13 characters only the characters; the year rule for
 * those is vinYearProblem.
 */
export function vinShapeErrors(vin: string): string[] {
  if (hasPre1981Length(vin)) return /[^A-Z0-9]/.test(vin) ? [VIN_CHARACTERS_MESSAGE] : [];
  return validateVin(vin).errors;
}

/** A pre-1981-length VIN on a vehicle of 1981 or later: the message, else null. */
export function vinYearProblem(vin: string | null | undefined, year: number): string | null {
  if (!vin || !hasPre1981Length(vin)) return null;
  return year <= LAST_PRE_STANDARD_YEAR ? null : PRE_1981_VIN_YEAR_MESSAGE;
}

/**
 * 'VIN 1HGCM82633A004353: check digit is 3, expected 3' for a well-formed 17-character VIN whose
 * check digit does not match (a typo, or a maker outside North America that does not use it):
 * a warning, never an error and never silent (issue #27).
 */
export function vinCheckDigitWarning(vin: string | null | undefined): string | null {
  if (!vin) return null;
  const check = validateVin(vin).checkDigit;
  if (!check || check.matches) return null;
  return `VIN ${normalizeVin(vin)}: check digit is ${check.actual}, expected ${check.expected}; please double-check it`;
}

export type VinFeedback = { tone: 'muted' | 'ok' | 'warn'; text: string };

/**
 * What a person reads while typing a VIN (the add form and the record): progress, what is
 * wrong, or the check digit's verdict. A wrong check digit warns but does not block.
 */
export function vinFeedback(value: string, year?: number): VinFeedback {
  const check = validateVin(value, year);
  if (check.vin === '')
    return { tone: 'muted', text: `Optional — ${VIN_LENGTH} characters, or scan the barcode.` };
  if (check.pre1981 && check.valid) {
    return { tone: 'ok', text: 'Pre-1981 VIN: its own maker’s format, no check digit' };
  }
  if (check.pre1981) return { tone: 'warn', text: check.errors.join('. ') };
  if (!check.valid) {
    if (check.vin.length < VIN_LENGTH && check.errors.length === 1) {
      return { tone: 'muted', text: `${check.vin.length} of ${VIN_LENGTH} characters` };
    }
    return { tone: 'warn', text: check.errors.join('. ') };
  }
  if (check.checkDigit && !check.checkDigit.matches) {
    return {
      tone: 'warn',
      text: `Check digit is ${check.checkDigit.actual}, expected ${check.checkDigit.expected}. Please double-check the VIN (you can still save it).`,
    };
  }
  const years = check.modelYears.length ? ` · model year ${check.modelYears.join(' or ')}` : '';
  return { tone: 'ok', text: `Check digit OK${years}` };
}

/** What a write of this VIN warns about (the API answer's `warnings`). */
export function vinWarnings(vin: string | null | undefined): string[] {
  const warning = vinCheckDigitWarning(vin);
  return warning ? [warning] : [];
}

/** GET /api/vins/{vin} of a pre-1981 serial (issue #27): nothing to decode. */
export const PRE_1981_VIN_DECODE_MESSAGE =
  'A VIN of 6 to 13 characters is a pre-1981 serial in its maker’s own format: it cannot be decoded';
/** GET /api/vins/{vin} when vPIC knows nothing of the vehicle. */
export const VIN_NOT_DECODED_MESSAGE =
  'Nothing is known of this VIN’s vehicle: please type its year, make and model';
