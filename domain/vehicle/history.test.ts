import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../time';
import { moveOf, timeInWorkflows, type WorkflowMove } from './history';

const T0 = Date.UTC(2026, 10, 22, 8);
const vehicle = {
  type: 'inventory' as const,
  checkInTime: T0,
  createdAt: T0,
  makeReadyAddedAt: null,
  serviceAddedAt: null,
};
const move = (minutes: number, from: WorkflowMove['from'], to: WorkflowMove['to']) => ({
  timestamp: T0 + minutes * MINUTE_MS,
  from,
  to,
});

describe('timeInWorkflows', () => {
  it.each([
    ['never moved', vehicle, [], { inventory: 2 * HOUR_MS, 'make-ready': 0, service: 0 }],
    [
      'in and out of Make Ready',
      vehicle,
      [move(30, 'inventory', 'make-ready'), move(75, 'make-ready', 'inventory')],
      { inventory: 75 * MINUTE_MS, 'make-ready': 45 * MINUTE_MS, service: 0 },
    ],
    [
      'still in Make Ready, its start set back by hand before the move: the move wins',
      { ...vehicle, type: 'make-ready' as const, makeReadyAddedAt: T0 },
      [move(60, 'inventory', 'make-ready')],
      { inventory: HOUR_MS, 'make-ready': HOUR_MS, service: 0 },
    ],
    [
      'added straight into Service with a start set later',
      { ...vehicle, type: 'service' as const, serviceAddedAt: T0 + 30 * MINUTE_MS },
      [],
      { inventory: 0, 'make-ready': 0, service: 90 * MINUTE_MS },
    ],
  ])('%s', (_name, car, moves, expected) => {
    expect(timeInWorkflows(car, moves, T0 + 2 * HOUR_MS)).toEqual(expected);
  });
});

describe('moveOf', () => {
  it.each([
    [{ move: { from: 'inventory', to: 'service' } }, { from: 'inventory', to: 'service' }],
    [
      { detailedAction: 'Moved from Make Ready to Inventory' },
      { from: 'make-ready', to: 'inventory' },
    ],
    [{ detailedAction: 'Moved from Garage to Inventory' }, null],
    [null, null],
  ] as const)('%j', (additionalInfo, expected) => {
    const entry = { action: 'workflow_changed' as const, timestamp: T0, additionalInfo };
    expect(moveOf(entry)).toEqual(expected && { timestamp: T0, ...expected });
  });

  it('reads only moves', () => {
    expect(moveOf({ action: 'updated', timestamp: T0, additionalInfo: null })).toBeNull();
  });
});
