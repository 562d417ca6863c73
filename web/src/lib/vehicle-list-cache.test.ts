import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Vehicle } from '@domain/api/vehicles';
import { buildVehicle } from '@/test/vehicle-factory';
import { queryKeys } from './query-keys';
import { putVehicleInLists, removeVehicleFromLists } from './vehicle-list-cache';

const AT = Date.UTC(2026, 0, 1, 12);
const makeReady = (overrides: Partial<Vehicle> = {}) =>
  buildVehicle({ type: 'make-ready', inMakeReady: true, makeReadyAddedAt: AT, ...overrides });

function cacheWith(lot: Vehicle[]) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.vehicles.list(), lot);
  queryClient.setQueryData(
    queryKeys.vehicles.list({ type: 'make-ready' }),
    lot.filter((v) => v.inMakeReady),
  );
  const ids = (key: readonly unknown[]) =>
    (queryClient.getQueryData<Vehicle[]>(key) ?? []).map((v) => v.stockNumber);
  return {
    queryClient,
    whole: () => ids(queryKeys.vehicles.list()),
    board: () => ids(queryKeys.vehicles.list({ type: 'make-ready' })),
  };
}

describe('live changes in workflow-scoped lists (issue #15 item 2)', () => {
  it('a vehicle moving into the workflow appears on its board, in list order', () => {
    const older = makeReady({ stockNumber: 'OLD', createdAt: AT });
    const moving = buildVehicle({ stockNumber: 'IN', createdAt: AT + 1 });
    const cache = cacheWith([moving, older]);
    putVehicleInLists(cache.queryClient, {
      ...moving,
      type: 'make-ready',
      inMakeReady: true,
      makeReadyAddedAt: AT,
      version: 2,
    });
    expect(cache.board()).toEqual(['IN', 'OLD']);
    expect(cache.whole()).toEqual(['IN', 'OLD']);
  });

  it.each([
    ['leaves the workflow', { type: 'inventory', inMakeReady: false, makeReadyAddedAt: null }],
    ['is sold', { flag: 'sold' }],
  ] as const)('a vehicle that %s leaves its board but not the whole list', (_, change) => {
    const vehicle = makeReady({ stockNumber: 'OUT' });
    const cache = cacheWith([vehicle]);
    putVehicleInLists(cache.queryClient, { ...vehicle, ...change, version: 2 });
    expect(cache.board()).toEqual([]);
    expect(cache.whole()).toEqual(['OUT']);
  });

  it('never replaces a newer copy with an older one', () => {
    const vehicle = makeReady({ stockNumber: 'NEW', version: 3 });
    const cache = cacheWith([vehicle]);
    putVehicleInLists(cache.queryClient, { ...vehicle, stockNumber: 'STALE', version: 2 });
    expect(cache.board()).toEqual(['NEW']);
  });

  it('a removed vehicle leaves every list', () => {
    const vehicle = makeReady({ stockNumber: 'GONE' });
    const cache = cacheWith([vehicle]);
    removeVehicleFromLists(cache.queryClient, vehicle.id);
    expect([cache.board(), cache.whole()]).toEqual([[], []]);
  });
});
