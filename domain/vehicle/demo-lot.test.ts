import { describe, expect, it } from 'vitest';
import { DEFAULT_DEALERSHIP_CONFIG, thresholdsFromConfig } from '../dealership-config';
import { deriveVehicleStatus } from '../vehicle-status';
import { validateVin } from '../vin';
import { buildDemoLot, freeDemoStockNumbers } from './demo-lot';
import { newVehicle } from './new-vehicle';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const thresholds = thresholdsFromConfig(DEFAULT_DEALERSHIP_CONFIG);

describe('the demo lot (spec 9: 18 vehicles)', () => {
  const lot = buildDemoLot({
    now: NOW,
    thresholds,
    stockNumbers: freeDemoStockNumbers(new Set(), 18),
  }).map(({ input, times }, index) => newVehicle(input, { id: `d${index}`, now: NOW, times }));

  it('has 18 vehicles with valid VINs and free stock numbers', () => {
    expect(lot).toHaveLength(18);
    expect(lot.every((v) => v.vin && validateVin(v.vin).errors.length === 0)).toBe(true);
    expect(new Set(lot.map((v) => v.stockNumber)).size).toBe(18);
  });

  it('shows every status of both boards', () => {
    const statuses = new Set(lot.map((v) => deriveVehicleStatus(v, thresholds, NOW)));
    for (const status of [
      'new',
      'working',
      'warning',
      'overdue',
      'good',
      'attention',
      'critical',
      'shipping',
    ]) {
      expect(statuses).toContain(status);
    }
  });

  it('skips stock numbers already taken', () => {
    expect(freeDemoStockNumbers(new Set(['DEMO-1001', 'DEMO-1003']), 3)).toEqual([
      'DEMO-1002',
      'DEMO-1004',
      'DEMO-1005',
    ]);
  });
});
