import { describe, expect, it } from 'vitest';
import { DEFAULT_MAKE_READY_THRESHOLDS, DEFAULT_SERVICE_THRESHOLDS } from '../constants';
import { DAY_MS, MINUTE_MS } from '../time';
import type { StatusThresholds, StatusVehicle } from '../vehicle-status';
import { overdueByMs, sortMostOverdue } from './board-sort';

const thresholds: StatusThresholds = {
  makeReady: { ...DEFAULT_MAKE_READY_THRESHOLDS },
  service: { ...DEFAULT_SERVICE_THRESHOLDS },
};
const NOW = Date.UTC(2026, 10, 27, 12);

function vehicle(overrides: Partial<StatusVehicle> = {}): StatusVehicle {
  return {
    checkInTime: NOW - 90 * DAY_MS,
    inMakeReady: false,
    makeReadyAddedAt: null,
    inService: false,
    serviceAddedAt: null,
    customDaysAgo: null,
    isShipping: false,
    ...overrides,
  };
}
const makeReady = (minutesAgo: number) =>
  vehicle({ inMakeReady: true, makeReadyAddedAt: NOW - minutesAgo * MINUTE_MS });

describe('overdueByMs (past the last status edge; defaults 40 min and 12 days)', () => {
  it.each([
    ['Make Ready, 10 min in', makeReady(10), -30 * MINUTE_MS],
    ['Make Ready, exactly at overdue', makeReady(40), 0],
    ['Make Ready, 100 min in', makeReady(100), 60 * MINUTE_MS],
    [
      'Service, 13 days in',
      vehicle({ inService: true, serviceAddedAt: NOW - 13 * DAY_MS }),
      1 * DAY_MS,
    ],
    ['Service with customDaysAgo 2', vehicle({ inService: true, customDaysAgo: 2 }), -10 * DAY_MS],
    ['Make Ready from check-in', vehicle({ inMakeReady: true, checkInTime: NOW }), -40 * MINUTE_MS],
  ])('%s', (_, subject, expected) => {
    expect(overdueByMs(subject, thresholds, NOW)).toBeCloseTo(expected, 3);
  });

  it('ranks a vehicle in no workflow last, and two of them equal', () => {
    const a = overdueByMs(vehicle(), thresholds, NOW);
    expect(a).toBeLessThan(overdueByMs(makeReady(0), thresholds, NOW));
    expect(a - overdueByMs(vehicle(), thresholds, NOW)).toBe(0);
  });
});

describe('sortMostOverdue', () => {
  it('puts the furthest past its goal first and keeps the input order of ties', () => {
    const rows = [
      { id: 'starred-new', by: -5 },
      { id: 'tie-1', by: 10 },
      { id: 'late', by: 90 },
      { id: 'tie-2', by: 10 },
    ];
    expect(sortMostOverdue(rows, (row) => row.by).map((row) => row.id)).toEqual([
      'late',
      'tie-1',
      'tie-2',
      'starred-new',
    ]);
    expect(rows[0]?.id).toBe('starred-new');
  });
});
