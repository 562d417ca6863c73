import { describe, expect, it } from 'vitest';
import { datesOf, type PeriodChoice } from './period-choice';

// Friday 2026-11-27 02:00 UTC is Thursday evening in New York.
const now = Date.parse('2026-11-27T02:00:00Z');

describe('the period picker’s days, in the dealership’s zone', () => {
  it.each([
    [{ kind: 'this-week' }, { from: '2026-11-23', to: '2026-11-26' }],
    [{ kind: 'last-4-weeks' }, { from: '2026-10-30', to: '2026-11-26' }],
    [{ kind: 'last-13-weeks' }, { from: '2026-08-28', to: '2026-11-26' }],
    [
      { kind: 'custom', from: '2026-11-01', to: '2026-11-07' },
      { from: '2026-11-01', to: '2026-11-07' },
    ],
    [{ kind: 'custom', from: '', to: '2026-11-07' }, { problem: 'Choose both days.' }],
    [
      { kind: 'custom', from: '2026-11-08', to: '2026-11-07' },
      { problem: 'The last day must not be before the first.' },
    ],
    [
      { kind: 'custom', from: '2025-01-01', to: '2026-11-07' },
      { problem: 'Choose at most 366 days.' },
    ],
  ] as [PeriodChoice, unknown][])('%j', (choice, expected) => {
    expect(datesOf(choice, now, 'America/New_York')).toEqual(expected);
  });
});
