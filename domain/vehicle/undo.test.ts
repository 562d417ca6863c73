import { describe, expect, it } from 'vitest';
import { vehicleCreateSchema } from '../api/vehicles';
import { newVehicle } from './new-vehicle';
import { planVehicleUpdate } from './update';
import { restoreOf, restorePatch } from './undo';
import type { VehicleType } from '../api/vehicles';

const ADDED = Date.UTC(2026, 10, 22, 9);
const LATER = ADDED + 3_600_000;

describe('undo puts a vehicle back as it was, start time included', () => {
  it.each<[VehicleType, VehicleType]>([
    ['make-ready', 'inventory'],
    ['service', 'inventory'],
    ['make-ready', 'service'],
    ['service', 'make-ready'],
    ['inventory', 'make-ready'],
  ])('%s, moved to %s, restored', (from, to) => {
    const input = vehicleCreateSchema.parse({
      stockNumber: 'U1',
      year: 2024,
      make: 'Kia',
      model: 'Rio',
      color: 'Red',
      type: from,
      starred: true,
      customDaysAgo: from === 'service' ? 4 : null,
    });
    const before = newVehicle(input, { id: 'u1', now: ADDED });
    const moved = planVehicleUpdate(before, { type: to, starred: false }, ADDED + 1000).after;
    const back = planVehicleUpdate(moved, restorePatch(restoreOf(before)), LATER).after;
    const fields = [
      'type',
      'inMakeReady',
      'makeReadyAddedAt',
      'inService',
      'serviceAddedAt',
    ] as const;
    for (const field of fields) expect(back[field]).toBe(before[field]);
    expect(back.customDaysAgo).toBe(before.customDaysAgo);
    expect(back.starred).toBe(true);
  });
});
