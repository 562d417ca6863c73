import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time';
import { formatDays, formatDuration, formatMoney, formatPeriod, formatShare } from './figure-text';

describe('the scoreboard’s number texts', () => {
  it.each([
    [null, '—'],
    [1, '1.0 day'],
    [0.96, '1.0 day'],
    [3.24, '3.2 days'],
    [0, '0.0 days'],
  ])('days %s: %s', (days, text) => {
    expect(formatDays(days)).toBe(text);
  });

  it.each([
    [null, '—'],
    [45 * MINUTE_MS, '45 min'],
    [HOUR_MS, '1.0 h'],
    [26.5 * HOUR_MS, '26.5 h'],
    [2 * DAY_MS, '2.0 days'],
    [3.25 * DAY_MS, '3.3 days'],
  ])('duration %s: %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it.each([
    [null, '—'],
    [0.5, '50%'],
    [2 / 3, '67%'],
  ])('share %s: %s', (share, text) => {
    expect(formatShare(share)).toBe(text);
  });

  it('money in whole dollars, periods as short days', () => {
    expect([formatMoney(27442), formatMoney(123456789)]).toEqual(['$274', '$1,234,568']);
    expect(formatPeriod({ from: '2026-11-23', to: '2026-11-29' })).toBe('Nov 23 – Nov 29');
    expect(formatPeriod({ from: '2026-11-23', to: '2026-11-23' })).toBe('Nov 23');
  });
});
