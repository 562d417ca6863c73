import { describe, expect, it } from 'vitest';
import {
  daysInPeriod,
  isIsoDate,
  periodOf,
  presetDates,
  previousPeriodOf,
  resolvePeriodDates,
  trendWeeks,
  type PeriodPreset,
} from './period';

const NY = 'America/New_York';

describe('isIsoDate', () => {
  it.each([
    ['2026-11-27', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['27/11/2026', false],
    ['2026-11-27T00:00', false],
    ['', false],
  ])('%s: %s', (text, valid) => {
    expect(isIsoDate(text)).toBe(valid);
  });
});

describe('periods', () => {
  it('runs from the first instant of from to the first instant after to, in the zone', () => {
    expect(periodOf('2026-11-23', '2026-11-29', NY)).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
      start: Date.parse('2026-11-23T05:00:00Z'),
      end: Date.parse('2026-11-30T05:00:00Z'),
    });
  });

  it.each([
    ['2026-11-23', '2026-11-29', 7, '2026-11-16', '2026-11-22'],
    ['2026-11-27', '2026-11-27', 1, '2026-11-26', '2026-11-26'],
    ['2026-03-01', '2026-03-31', 31, '2026-01-29', '2026-02-28'],
  ])('%s to %s is %i days; the previous period %s to %s', (from, to, days, prevFrom, prevTo) => {
    expect(daysInPeriod(from, to)).toBe(days);
    const previous = previousPeriodOf(periodOf(from, to, NY), NY);
    expect([previous.from, previous.to]).toEqual([prevFrom, prevTo]);
  });

  it('a period across the spring change is an hour shorter in instants', () => {
    const period = periodOf('2026-03-08', '2026-03-08', NY);
    expect(period.end - period.start).toBe(23 * 60 * 60 * 1000);
  });
});

describe('presetDates', () => {
  // Friday 2026-11-27 02:00 UTC is still Thursday the 26th in New York.
  const now = Date.parse('2026-11-27T02:00:00Z');
  it.each([
    ['this-week', '2026-11-23', '2026-11-26'],
    ['last-4-weeks', '2026-10-30', '2026-11-26'],
    ['last-13-weeks', '2026-08-28', '2026-11-26'],
  ] as [PeriodPreset, string, string][])('%s: %s to %s', (preset, from, to) => {
    expect(presetDates(preset, now, NY)).toEqual({ from, to });
  });

  it('this week on a Monday is that Monday alone; on a Sunday, from the Monday before', () => {
    expect(presetDates('this-week', Date.parse('2026-11-30T15:00:00Z'), NY)).toEqual({
      from: '2026-11-30',
      to: '2026-11-30',
    });
    expect(presetDates('this-week', Date.parse('2026-11-29T15:00:00Z'), NY).from).toBe(
      '2026-11-23',
    );
  });
});

describe('trendWeeks', () => {
  it('is 13 Monday-to-Sunday weeks, the last holding the period end', () => {
    const weeks = trendWeeks({ to: '2026-11-26' }, NY);
    expect(weeks).toHaveLength(13);
    expect([weeks[0]?.from, weeks[12]?.from, weeks[12]?.to]).toEqual([
      '2026-08-31',
      '2026-11-23',
      '2026-11-29',
    ]);
    for (const [index, week] of weeks.entries()) {
      const next = weeks[index + 1];
      if (next) expect(next.start).toBe(week.end);
    }
  });
});

describe('resolvePeriodDates', () => {
  const now = Date.parse('2026-11-27T15:00:00Z');
  it.each([
    [{}, '2026-10-31', '2026-11-27'],
    [{ from: '2026-11-01' }, '2026-11-01', '2026-11-28'],
    [{ to: '2026-11-14' }, '2026-10-18', '2026-11-14'],
    [{ from: '2026-11-02', to: '2026-11-08' }, '2026-11-02', '2026-11-08'],
  ])('%j is %s to %s', (query, from, to) => {
    expect(resolvePeriodDates(query, now, NY)).toEqual({ from, to });
  });
});
