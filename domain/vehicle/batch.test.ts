import { describe, expect, it } from 'vitest';
import type { VehicleBatchAction } from '../api/vehicles';
import { batchPlan, batchRight } from './batch';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('batch semantics', () => {
  it.each([
    ['move-make-ready', { type: 'inventory' }, true],
    ['move-make-ready', { type: 'make-ready' }, false],
    ['move-service', { type: 'make-ready' }, true],
    ['move-inventory', { type: 'service' }, true],
    ['star', { starred: false }, true],
    ['star', { starred: true }, false],
    ['unstar', { starred: true }, true],
    ['mark-sold', { flag: 'active' }, true],
    ['mark-sold', { flag: 'sold' }, false],
  ] as const)('%s applies to %o: %s', (action, vehicle, applies) => {
    const full = { type: 'inventory', starred: false, flag: 'active', ...vehicle } as const;
    expect(batchPlan(action, NOW).applies(full)).toBe(applies);
  });

  it('moves into a workflow stamped now, with no leftover days', () => {
    expect(batchPlan('move-service', NOW).changes).toEqual({
      type: 'service',
      inMakeReady: false,
      makeReadyAddedAt: null,
      inService: true,
      serviceAddedAt: NOW,
      customDaysAgo: null,
    });
    expect(
      batchPlan('move-service', NOW).entry({ type: 'make-ready', customDaysAgo: null }),
    ).toEqual({
      action: 'workflow_changed',
      detailedAction: 'Moved from Make Ready to Service',
      move: { from: 'make-ready', to: 'service' },
    });
    // The days a move clears stay in its entry: an undo may put back only days the log holds.
    expect(batchPlan('move-inventory', NOW).entry({ type: 'service', customDaysAgo: 3 })).toEqual({
      action: 'workflow_changed',
      detailedAction: 'Moved from Service to Inventory',
      move: { from: 'service', to: 'inventory' },
      edits: [{ field: 'customDaysAgo', from: 3, to: null }],
    });
  });

  it('marks sold without moving the vehicle', () => {
    expect(batchPlan('mark-sold', NOW).changes).toEqual({ flag: 'sold' });
  });

  it.each<[VehicleBatchAction, number, string]>([
    ['star', 1, 'vehicles.edit'],
    ['star', 2, 'vehicles.bulkEdit'],
    ['delete', 1, 'vehicles.delete'],
    ['delete', 2, 'vehicles.bulkDelete'],
  ])('%s of %s needs %s (decision 0010)', (action, count, right) => {
    const ids = Array.from({ length: count }, (_, i) => `id-${i}`);
    expect(batchRight({ action, ids })).toBe(right);
  });
});
