import { describe, expect, it } from 'vitest';
import type { CarTaker } from '@domain/api/alerts';
import { takerOf } from './get-car-takers';

const ENTERED = Date.UTC(2026, 0, 5, 9);
const sam: CarTaker = { vehicleId: 'car-1', userId: 'sam', name: 'Sam', at: ENTERED + 60_000 };
const takers = new Map([[sam.vehicleId, sam]]);
const inStep = (enteredAt: number) => ({
  id: 'car-1',
  step: { id: 'mechanical', name: 'Mechanical', enteredAt },
});

// The tile and the record say "On it" by the same rule (issue #32 item 4).
describe('who took a car in its current step', () => {
  it.each([
    ['taken after it entered its step', inStep(ENTERED), 'Sam'],
    ['taken in the step it has since left', inStep(ENTERED + 120_000), null],
    ['a car on no step keeps its taker', { id: 'car-1', step: null }, 'Sam'],
    ['a car nobody took', { id: 'car-2', step: null }, null],
  ])('%s', (_case, vehicle, name) => {
    expect(takerOf(takers, vehicle)?.name ?? null).toBe(name);
  });

  it('is nobody before the list has arrived', () => {
    expect(takerOf(undefined, inStep(ENTERED))).toBeNull();
  });
});
