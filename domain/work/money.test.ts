import { describe, expect, it } from 'vitest';
import {
  amountMessage,
  amountProblem,
  formatLabourHours,
  formatMoney,
  MAX_AMOUNT_CENTS,
  parseLabourHours,
  parseMoney,
  workItemTotalCents,
} from './money';

const USD = { currency: 'USD', locale: 'en-US' };

describe('workItemTotalCents', () => {
  it.each([
    // parts, hundredths of an hour, rate, total
    [0, 0, 12_000, 0],
    [8_950, 0, 12_000, 8_950],
    [0, 150, 12_000, 18_000],
    [2_500, 50, 12_000, 8_500],
    // 0.01 h × $0.50 = 0.5 ¢: half rounds up.
    [0, 1, 50, 1],
    // 0.01 h × $0.49 = 0.49 ¢: rounds down.
    [0, 1, 49, 0],
    // 0.33 h × $99.99 = 3299.67 ¢ → 3300.
    [100, 33, 9_999, 3_400],
  ])('parts %i + %i/100 h × %i = %i', (partsCents, labourHundredths, labourRateCents, total) => {
    expect(workItemTotalCents({ partsCents, labourHundredths, labourRateCents })).toBe(total);
  });
});

describe('formatMoney', () => {
  it.each([
    [148_000, USD, '$1,480'],
    [8_950, USD, '$89.50'],
    [0, USD, '$0'],
    [148_000, { currency: 'EUR', locale: 'de-DE' }, '1.480 €'],
    [8_950, { currency: 'GBP', locale: 'en-GB' }, '£89.50'],
  ])('%i cents in %o is %s', (cents, money, text) => {
    expect(formatMoney(cents, money).replace(/\u00a0/g, ' ')).toBe(text);
  });
});

describe('parseMoney', () => {
  it.each([
    ['89.50', 'en-US', { cents: 8_950 }],
    ['$1,234.5', 'en-US', { cents: 123_450 }],
    ['1234', 'en-US', { cents: 123_400 }],
    [' 12 ', 'en-US', { cents: 1_200 }],
    ['.5', 'en-US', { cents: 50 }],
    ['USD 10', 'en-US', { cents: 1_000 }],
    ['1.234,50 €', 'de-DE', { cents: 123_450 }],
    ['1000000', 'en-US', { cents: MAX_AMOUNT_CENTS }],
    ['1000000.01', 'en-US', { problem: 'too-large' }],
    ['-5', 'en-US', { problem: 'negative' }],
    ['', 'en-US', { problem: 'not-a-number' }],
    ['abc', 'en-US', { problem: 'not-a-number' }],
    ['1.234', 'en-US', { problem: 'not-a-number' }],
    ['1.2.3', 'en-US', { problem: 'not-a-number' }],
    ['12a', 'en-US', { problem: 'not-a-number' }],
  ])('%j in %s', (text, locale, result) => {
    expect(parseMoney(text, locale)).toEqual(result);
  });
});

describe('amountProblem', () => {
  it.each([
    [0, null],
    [MAX_AMOUNT_CENTS, null],
    [MAX_AMOUNT_CENTS + 1, 'too-large'],
    [-1, 'negative'],
    [1.5, 'not-a-number'],
    [Number.NaN, 'not-a-number'],
    ['100', 'not-a-number'],
  ])('%j → %s', (value, problem) => {
    expect(amountProblem(value)).toBe(problem);
  });

  it('names the field', () => {
    expect(amountMessage('partsCents', 'negative')).toBe('partsCents: cannot be negative');
  });
});

describe('labour hours', () => {
  it.each([
    ['1.5', 150],
    ['0,25', 25],
    ['2', 200],
    ['1.234', null],
    ['-1', null],
    ['x', null],
  ])('%j → %s', (text, hundredths) => {
    expect(parseLabourHours(text)).toBe(hundredths);
  });

  it('formats', () => {
    expect(formatLabourHours(150)).toBe('1.5 h');
  });
});
