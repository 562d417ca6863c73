import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Vehicle } from '@domain/api/vehicles';
import { buildVehicle } from '@domain/vehicle/vehicle-fixtures';
import { queryKeys } from './query-keys';
import {
  applyLiveChange,
  forgetLiveChanges,
  liveStreamPositioned,
  liveStreamResumed,
  liveStreamStart,
  putVehicleInLists,
  removeVehicleFromLists,
  withListPage,
} from './vehicle-list-cache';

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

describe('pages read at a sequence number meet the live changes heard meanwhile (issue #15)', () => {
  const board = { type: 'make-ready' } as const;
  const key = queryKeys.vehicles.list(board);
  const stock = (list: readonly Vehicle[] | null) => list?.map((v) => `${v.stockNumber}`);
  const A = makeReady({ stockNumber: 'A', createdAt: AT + 3 });
  const B = makeReady({ stockNumber: 'B', createdAt: AT + 2 });
  const C = makeReady({ stockNumber: 'C', createdAt: AT + 1 });

  it('a change heard before the board had any page is applied when its first page lands', () => {
    const queryClient = new QueryClient();
    // The board's list is not cached yet: nothing to apply to, so only the journal keeps it.
    applyLiveChange(queryClient, {
      seq: 11,
      id: B.id,
      vehicle: { ...B, model: 'Live', version: 2 },
    });
    const arriving = makeReady({ stockNumber: 'NEW', createdAt: AT + 9 });
    applyLiveChange(queryClient, { seq: 12, id: arriving.id, vehicle: arriving });
    applyLiveChange(queryClient, { seq: 13, id: C.id, vehicle: null });
    expect(queryClient.getQueryData(key)).toBeUndefined();
    // The page was read at 10: before all three changes.
    const list = withListPage(queryClient, board, [], { items: [A, B, C], seq: 10 });
    expect(stock(list)).toEqual(['NEW', 'A', 'B']);
    expect(list?.find((v) => v.id === B.id)?.model).toBe('Live');
  });

  it('a change the page already holds is not applied again over it', () => {
    const queryClient = new QueryClient();
    applyLiveChange(queryClient, { seq: 5, id: B.id, vehicle: null });
    // Read at 6: B was removed at 5 and put back (restored) at 6, which the page holds.
    expect(stock(withListPage(queryClient, board, [], { items: [A, B], seq: 6 }))).toEqual([
      'A',
      'B',
    ]);
  });

  it.each([
    ['deleted', null],
    ['moved off the board', { ...B, type: 'inventory', inMakeReady: false, version: 2 }],
    ['sold', { ...B, flag: 'sold', version: 2 }],
  ] as const)(
    'a vehicle %s while a later page was on its way does not come back with that page',
    (_, after) => {
      const queryClient = new QueryClient();
      const first = withListPage(queryClient, board, [], { items: [A], seq: 20 })!;
      queryClient.setQueryData(key, first);
      // B changes at 22 (applied to the cached first page, where it is not);
      // the second page, read at 21, still holds it as it was.
      applyLiveChange(queryClient, { seq: 22, id: B.id, vehicle: after as Vehicle | null });
      const second = withListPage(
        queryClient,
        board,
        queryClient.getQueryData<Vehicle[]>(key)!,
        { items: [B, C], seq: 21 },
        20,
      );
      expect(stock(second)).toEqual(['A', 'C']);
    },
  );

  it('an edit while a later page was on its way keeps the edited copy', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(key, [A]);
    const edited = { ...B, model: 'Edited', version: 2 };
    applyLiveChange(queryClient, { seq: 31, id: B.id, vehicle: edited });
    const list = withListPage(queryClient, board, [A], { items: [B], seq: 30 });
    expect(list).toEqual([A, edited]);
  });

  it('says the list must be read again when its changes since the page were forgotten', () => {
    const queryClient = new QueryClient();
    forgetLiveChanges(queryClient, 50);
    expect(withListPage(queryClient, board, [], { items: [A], seq: 49 })).toBeNull();
    expect(stock(withListPage(queryClient, board, [], { items: [A], seq: 50 }))).toEqual(['A']);
  });

  it('takes a page without a sequence number (the sandbox) as it is', () => {
    const queryClient = new QueryClient();
    applyLiveChange(queryClient, { seq: 3, id: A.id, vehicle: null });
    expect(stock(withListPage(queryClient, board, [C], { items: [A, B] }))).toEqual([
      'C',
      'A',
      'B',
    ]);
  });
});

describe('a live stream starts where the lists were read (issue #15 item 1)', () => {
  const board = { type: 'make-ready' } as const;
  const A = makeReady({ stockNumber: 'A' });

  it('starts from the oldest page read before it, and a page read before that start is read again', () => {
    const queryClient = new QueryClient();
    expect(liveStreamStart(queryClient)).toBeUndefined(); // nothing read: start from now
    withListPage(queryClient, board, [], { items: [A], seq: 12 });
    withListPage(queryClient, { type: 'service' }, [], { items: [], seq: 10 });
    expect(liveStreamStart(queryClient)).toBe(10);
    liveStreamResumed(queryClient, 10);
    expect(liveStreamStart(queryClient)).toBeUndefined(); // the stream now says where it is
    // A page that was on its way, read before the stream's start: the changes between are lost.
    expect(withListPage(queryClient, board, [], { items: [A], seq: 9 })).toBeNull();
    expect(withListPage(queryClient, board, [], { items: [A], seq: 11 })).toEqual([A]);
  });

  it.each([
    ['a list was read at an older number', 7, 9, true],
    ['the lists were read at its number', 9, 9, false],
    ['nothing was read', undefined, 9, false],
  ])(
    'a stream opened without a start: the lists are read again when %s',
    (_, readAt, streamAt, readAgain) => {
      const queryClient = new QueryClient();
      if (readAt !== undefined) withListPage(queryClient, board, [], { items: [A], seq: readAt });
      expect(liveStreamPositioned(queryClient, streamAt)).toBe(readAgain);
      // From then on a page read before the stream's number is read again too.
      expect(withListPage(queryClient, board, [], { items: [A], seq: streamAt - 1 })).toBeNull();
    },
  );

  it('a new stream after one that stopped reads the lists again when changes came in between', () => {
    const queryClient = new QueryClient();
    liveStreamPositioned(queryClient, 20);
    applyLiveChange(queryClient, { seq: 21, id: A.id, vehicle: A });
    expect(liveStreamPositioned(queryClient, 21)).toBe(false);
    expect(liveStreamPositioned(queryClient, 25)).toBe(true);
  });
});
