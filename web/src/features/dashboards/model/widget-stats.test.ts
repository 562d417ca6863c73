import { describe, expect, it } from 'vitest';
import { DEFAULT_DEALERSHIP_CONFIG, thresholdsFromConfig } from '@domain/dealership-config';
import { DAY_MS, MINUTE_MS } from '@domain/time';
import { buildVehicle } from '@domain/vehicle/vehicle-fixtures';
import {
  averageMakeReadyMinutes,
  formatMinutes,
  overdueVehicles,
  statusCounts,
} from './widget-stats';

const NOW = Date.UTC(2026, 0, 1, 12);
const thresholds = thresholdsFromConfig(DEFAULT_DEALERSHIP_CONFIG);
const mr = (minutes: number) =>
  buildVehicle({
    inMakeReady: true,
    type: 'make-ready',
    makeReadyAddedAt: NOW - minutes * MINUTE_MS,
  });
const sv = (days: number) =>
  buildVehicle({ inService: true, type: 'service', serviceAddedAt: NOW - days * DAY_MS });

describe('dashboard widget numbers', () => {
  it('counts statuses per workflow, leaving sold vehicles out', () => {
    const counts = statusCounts(
      [mr(1), mr(10), mr(12), mr(60), { ...mr(60), flag: 'sold' }, sv(1)],
      'make-ready',
      thresholds,
      NOW,
    );
    expect(Object.fromEntries(counts)).toEqual({ new: 1, working: 2, overdue: 1 });
  });

  it('averages minutes in Make Ready', () => {
    expect(averageMakeReadyMinutes([mr(10), mr(30)], NOW)).toBe(20);
    expect(averageMakeReadyMinutes([sv(1)], NOW)).toBeNull();
  });

  it('lists overdue and critical vehicles oldest first', () => {
    const list = overdueVehicles([mr(45), sv(20), mr(90), mr(5), sv(1)], thresholds, NOW);
    expect(list.map((item) => item.workflow)).toEqual(['service', 'make-ready', 'make-ready']);
  });

  it('formats minutes', () => {
    expect(formatMinutes(42.7)).toBe('42 min');
    expect(formatMinutes(125)).toBe('2 h 5 min');
    expect(formatMinutes(120)).toBe('2 h');
  });
});
