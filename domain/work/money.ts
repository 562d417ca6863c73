/**
 * Money is integer cents (hundredths of the dealership's currency unit) everywhere: sums never
 * drift, and the database stores what the screen shows. Labour is hundredths of an hour.
 */

/** $1,000,000: above this an amount is a typo, not a repair (issue #33 item 6). */
export const MAX_AMOUNT_CENTS = 100_000_000;
/** 999.99 hours of labour on one item. */
export const MAX_LABOUR_HUNDREDTHS = 99_999;

/**
 * An item's total: parts plus labour hours × rate. Labour is rounded once, half up to the cent
 * (0.01 h × $0.50 = ½ ¢ → 1 ¢), in integers, so no float ever touches a sum.
 */
export function workItemTotalCents(item: {
  partsCents: number;
  labourHundredths: number;
  labourRateCents: number;
}): number {
  const labour = Math.floor((item.labourHundredths * item.labourRateCents + 50) / 100);
  return item.partsCents + labour;
}

export interface MoneyFormat {
  currency: string;
  locale: string;
}

/** "$1,480" for whole amounts, "$89.50" otherwise, as the dealership's locale writes it. */
export function formatMoney(cents: number, { currency, locale }: MoneyFormat): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** The locale's group and decimal separators ("," and "." in en-US, "." and "," in de-DE). */
function separatorsOf(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

export type AmountProblem = 'not-a-number' | 'negative' | 'too-large';

export const AMOUNT_PROBLEM_TEXT: Readonly<Record<AmountProblem, string>> = {
  'not-a-number': 'must be an amount such as 89.50',
  negative: 'cannot be negative',
  'too-large': 'must be at most 1,000,000',
};

/** The field's message for a bad amount: "partsCents: cannot be negative". */
export function amountMessage(field: string, problem: AmountProblem): string {
  return `${field}: ${AMOUNT_PROBLEM_TEXT[problem]}`;
}

/** What is wrong with an amount in cents, or null when it is one we take. */
export function amountProblem(cents: unknown): AmountProblem | null {
  if (typeof cents !== 'number' || !Number.isInteger(cents)) return 'not-a-number';
  if (cents < 0) return 'negative';
  if (cents > MAX_AMOUNT_CENTS) return 'too-large';
  return null;
}

/**
 * Typed money to cents: "1,234.50", "$1,234.5", "1234" in en-US; "1.234,50 €" in de-DE.
 * A currency sign or code and spaces are ignored; letters, a third decimal or two decimal
 * marks are not a number. A minus sign makes it negative (which the caller refuses by name).
 */
export function parseMoney(
  text: string,
  locale: string,
): { cents: number } | { problem: AmountProblem } {
  const { group, decimal } = separatorsOf(locale);
  const bare = text.replace(/[\s\u00a0\u202f]|[$€£¥]|^[A-Z]{3}|[A-Z]{3}$/g, '');
  const negative = bare.startsWith('-');
  const unsigned = negative ? bare.slice(1) : bare;
  const [units = '', fraction = '', ...rest] = unsigned.split(decimal);
  const digits = units.split(group).join('');
  if (rest.length > 0 || !/^\d*$/.test(digits) || !/^\d{0,2}$/.test(fraction)) {
    return { problem: 'not-a-number' };
  }
  if (digits === '' && fraction === '') return { problem: 'not-a-number' };
  if (negative) return { problem: 'negative' };
  const cents = Number(digits || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_AMOUNT_CENTS) return { problem: 'too-large' };
  return { cents };
}

/** Hours as typed ("1.5", "0.25") to hundredths of an hour; null when not such a number. */
export function parseLabourHours(text: string): number | null {
  const match = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Hundredths of an hour as "1.5 h". */
export function formatLabourHours(hundredths: number): string {
  return `${String(hundredths / 100)} h`;
}
