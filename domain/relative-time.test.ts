import { describe, expect, it } from 'vitest';
import { formatActivityTime, formatAge, formatDaysAgo, formatShortDate } from './relative-time';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from './time';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('formatAge (spec 4.2 tile age)', () => {
  it.each([
    [0, '0 min ago'],
    [59 * SECOND_MS, '0 min ago'],
    [-59 * SECOND_MS, '0 min ago'],
    [MINUTE_MS, '1 min ago'],
    [4.99 * MINUTE_MS, '4 min ago'],
    [5 * MINUTE_MS, '5 min ago'],
    [59 * MINUTE_MS + 59 * SECOND_MS, '59 min ago'],
    [HOUR_MS, '1 hour ago'],
    [2 * HOUR_MS - 1, '1 hour ago'],
    [2 * HOUR_MS, '2 hours ago'],
    [23 * HOUR_MS + 59 * MINUTE_MS, '23 hours ago'],
    [DAY_MS, '1 day ago'],
    [2 * DAY_MS, '2 days ago'],
    [400 * DAY_MS, '400 days ago'],
    [-MINUTE_MS, 'in 1 min'],
    [-5 * MINUTE_MS, 'in 5 min'],
    [-HOUR_MS, 'in 1 hour'],
    [-3 * HOUR_MS, 'in 3 hours'],
    [-DAY_MS, 'in 1 day'],
    [-10 * DAY_MS, 'in 10 days'],
  ])('%s ms before now → %s', (elapsed, text) => {
    expect(formatAge(NOW - elapsed, NOW)).toBe(text);
  });

  it('gives an empty string for a non-finite time', () => {
    expect(formatAge(Number.NaN, NOW)).toBe('');
  });
});

describe('formatDaysAgo (service customDaysAgo)', () => {
  it.each([
    [0, '0 days ago'],
    [1, '1 day ago'],
    [1.9, '1 day ago'],
    [2, '2 days ago'],
    [-1, '0 days ago'],
  ])('%s → %s', (days, text) => {
    expect(formatDaysAgo(days)).toBe(text);
  });
});

describe('formatActivityTime (spec 4.2 activity list)', () => {
  it.each([
    [0, '0m ago'],
    [-30 * SECOND_MS, '0m ago'],
    [59 * SECOND_MS, '0m ago'],
    [5 * MINUTE_MS, '5m ago'],
    [59 * MINUTE_MS, '59m ago'],
    [HOUR_MS, '1h ago'],
    [3 * HOUR_MS + 59 * MINUTE_MS, '3h ago'],
    [23 * HOUR_MS, '23h ago'],
    [DAY_MS, '1d ago'],
    [2 * DAY_MS, '2d ago'],
    [7 * DAY_MS - 1, '6d ago'],
    [7 * DAY_MS, 'Nov 15, 2026'],
    [19 * DAY_MS, 'Nov 3, 2026'],
    [400 * DAY_MS, 'Oct 18, 2025'],
    [-MINUTE_MS, 'Nov 22, 2026'],
  ])('%s ms before now → %s (UTC)', (elapsed, text) => {
    expect(formatActivityTime(NOW - elapsed, NOW, 'UTC')).toBe(text);
  });

  it('shows the date in the given zone', () => {
    const lateEvening = Date.UTC(2026, 10, 3, 2, 0, 0);
    expect(formatActivityTime(lateEvening, NOW, 'UTC')).toBe('Nov 3, 2026');
    expect(formatActivityTime(lateEvening, NOW, 'America/New_York')).toBe('Nov 2, 2026');
    expect(formatShortDate(lateEvening, 'Asia/Tokyo')).toBe('Nov 3, 2026');
  });

  it('gives an empty string for a non-finite time', () => {
    expect(formatActivityTime(Number.NaN, NOW)).toBe('');
  });
});
