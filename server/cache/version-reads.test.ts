import { eq } from 'drizzle-orm';
import { vehicleCreateSchema } from '@domain/api/vehicles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Tx } from '../db/client';
import { listenOnPglite, pgliteOf } from '../db/listen';
import { dealerships, users } from '../db/schema';
import { withSystemTransaction } from '../db/transactions';
import { recordVehicleChanges, VERSIONS_CHANNEL } from '../db/vehicle-change-log';
import { CHANGES_CHANNEL } from '../plugins/read-caches';
import { deleteSession, insertSession } from '../plugins/session-store';
import { createTestClock } from '../test/clock';
import { openTestDatabase } from '../test/database';
import { insertVehicleRow, newVehicleRow } from '../modules/vehicles/repository';
import { createTestDealership, createTestUser } from '../test/factories';
import { describeEachDatabase } from '../test/harness';
import { vehicleInput } from '../test/staff';
import { VersionReads, type ReadManyVersions } from './version-reads';
import { readVersionsOf, type ScopeVersions } from './versions';

/** Lets the current turn of the event loop end (a read starts at its end). */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A promise and its resolver, for holding a read open while requests arrive. */
function gate<T = void>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

/**
 * A controlled query: each call is recorded with the dealerships asked for and answers, when
 * the test finishes it, the versions the test gives.
 */
function controlledReads() {
  const calls: { ids: readonly string[]; finish: (access: number) => void }[] = [];
  const readMany: ReadManyVersions = (ids) => {
    const { promise, open } = gate<number>();
    calls.push({ ids, finish: open });
    return promise.then(
      (access) => new Map(ids.map((id) => [id, { access, vehicles: access }] as const)),
    );
  };
  return { calls, reads: new VersionReads(readMany) };
}

describe('VersionReads', () => {
  it('starts one read at the end of the turn, for every request of that turn', async () => {
    const { calls, reads } = controlledReads();
    const asked = ['d1', 'd2', 'd1'].map((id) => reads.read(id));
    expect(calls).toHaveLength(0);
    await nextTurn();
    expect(calls.map((call) => call.ids)).toEqual([['d1', 'd2']]);
    calls[0]!.finish(4);
    expect((await Promise.all(asked)).map((versions) => versions.access)).toEqual([4, 4, 4]);
  });

  it('answers a request arriving during a read from the next read, never from that one', async () => {
    const { calls, reads } = controlledReads();
    const before = reads.read('d1');
    await nextTurn();
    const during = reads.read('d1');
    await nextTurn();
    expect(calls).toHaveLength(1); // the next read waits for the current one
    calls[0]!.finish(1);
    expect(await before).toEqual({ access: 1, vehicles: 1 });
    await nextTurn();
    expect(calls).toHaveLength(2); // started once the first one ended
    calls[1]!.finish(2);
    expect(await during).toEqual({ access: 2, vehicles: 2 });
  });

  it('gathers every request that arrived during a read into one next read, one entry per dealership', async () => {
    const { calls, reads } = controlledReads();
    const first = reads.read('d1');
    await nextTurn();
    const waiting = ['d1', 'd2', 'd1', 'd3', 'd2'].map((id) => reads.read(id));
    calls[0]!.finish(1);
    await first;
    await nextTurn();
    expect(calls.map((call) => call.ids)).toEqual([['d1'], ['d1', 'd2', 'd3']]);
    calls[1]!.finish(2);
    expect((await Promise.all(waiting)).map((versions) => versions.access)).toEqual([
      2, 2, 2, 2, 2,
    ]);
    await nextTurn();
    expect(calls).toHaveLength(2); // nobody left waiting: no third read
  });

  it('when remembering, answers from the last read until a change is reported', async () => {
    const { calls, reads } = controlledReads();
    reads.rememberUntilChanged();
    const first = reads.read('d1');
    await nextTurn();
    calls[0]!.finish(1);
    expect((await first).access).toBe(1);
    expect((await reads.read('d1')).access).toBe(1);
    expect(calls).toHaveLength(1);
    reads.changed();
    const after = reads.read('d1');
    await nextTurn();
    expect(calls).toHaveLength(2);
    calls[1]!.finish(2);
    expect((await after).access).toBe(2);
  });

  it('does not remember a read that a change was reported during', async () => {
    const { calls, reads } = controlledReads();
    reads.rememberUntilChanged();
    const spanning = reads.read('d1');
    await nextTurn();
    reads.changed(); // committed after the query may have run
    calls[0]!.finish(1);
    expect((await spanning).access).toBe(1); // arrived before the change: may see either
    const next = reads.read('d1');
    await nextTurn();
    expect(calls).toHaveLength(2);
    calls[1]!.finish(2);
    expect((await next).access).toBe(2);
  });

  it('when remembering, brings a remembered dealership forward by each raise reported', async () => {
    const { calls, reads } = controlledReads();
    reads.rememberUntilChanged();
    const first = reads.read('d1');
    await nextTurn();
    calls[0]!.finish(1);
    await first;
    reads.versionRaised('vehicles:d1', 7);
    reads.versionRaised('access:d1', 3);
    reads.versionRaised('vehicles:d1', 5); // an older raise reported late changes nothing
    reads.versionRaised('vehicles:d2', 9); // never read: nothing to bring forward
    reads.versionRaised('user:u1', 4); // not a version scope
    expect(await reads.read('d1')).toEqual({ access: 3, vehicles: 7 });
    expect(calls).toHaveLength(1);
    const other = reads.read('d2');
    await nextTurn();
    expect(calls).toHaveLength(2);
    calls[1]!.finish(2);
    expect(await other).toEqual({ access: 2, vehicles: 9 });
  });

  it('remembers a read that a raise was reported during, with the raise', async () => {
    const { calls, reads } = controlledReads();
    reads.rememberUntilChanged();
    const spanning = reads.read('d1');
    await nextTurn();
    reads.versionRaised('vehicles:d1', 4); // committed after the query may have run
    calls[0]!.finish(1);
    expect(await spanning).toEqual({ access: 1, vehicles: 4 });
    expect(await reads.read('d1')).toEqual({ access: 1, vehicles: 4 });
    expect(calls).toHaveLength(1);
  });

  it('fails only the requests of a failed read; the next request reads again', async () => {
    let fail = true;
    const reads = new VersionReads(async (ids) => {
      if (fail) throw new Error('connection lost');
      return new Map(ids.map((id) => [id, { access: 5, vehicles: 6 }] as const));
    });
    await expect(reads.read('d1')).rejects.toThrow('connection lost');
    fail = false;
    expect(await reads.read('d1')).toEqual({ access: 5, vehicles: 6 });
  });

  it('fails a request whose dealership the read did not answer, rather than guessing', async () => {
    const reads = new VersionReads(async () => new Map<string, ScopeVersions>());
    await expect(reads.read('d1')).rejects.toThrow('dealership d1');
  });
});

describeEachDatabase('VersionReads on the database', (t) => {
  const renameIn = (dealershipId: string, name: string) =>
    withSystemTransaction(t.db, (tx) =>
      tx.update(dealerships).set({ name }).where(eq(dealerships.id, dealershipId)),
    );

  it('reads several dealerships in one query; one never changed reads 0', async () => {
    const changed = await createTestDealership(t);
    const untouched = await createTestDealership(t);
    // Creating a dealership writes its default recon steps (0013): its vehicle scope's first
    // change. Access has none until the renames.
    const created = await readVersionsOf(t.db, [changed.id, untouched.id]);
    const stepsWritten = created.get(changed.id)!.vehicles;
    expect(created.get(untouched.id)).toEqual({ access: 0, vehicles: stepsWritten });
    await renameIn(changed.id, 'Renamed once');
    await renameIn(changed.id, 'Renamed twice');
    const versions = await readVersionsOf(t.db, [changed.id, untouched.id]);
    expect(versions.get(changed.id)).toEqual({ access: 2, vehicles: stepsWritten });
    expect(versions.get(untouched.id)).toEqual({ access: 0, vehicles: stepsWritten });
    expect((await readVersionsOf(t.db, [crypto.randomUUID()])).values().next().value).toEqual({
      access: 0,
      vehicles: 0,
    });
  });

  it('shows a request a change committed before it arrived, though a read from before the change was still under way', async () => {
    const dealership = await createTestDealership(t);
    // The first read's query has run (before the change) but its answer is held back.
    const queried = gate();
    const held = gate();
    let calls = 0;
    const reads = new VersionReads(async (ids) => {
      const versions = await readVersionsOf(t.db, ids);
      if (++calls === 1) {
        queried.open();
        await held.promise;
      }
      return versions;
    });
    const before = reads.read(dealership.id);
    await queried.promise;
    await renameIn(dealership.id, 'Changed meanwhile');
    const after = reads.read(dealership.id);
    held.open();
    expect((await before).access).toBe(0);
    expect((await after).access).toBe(1);
  });
});

/**
 * What remembering versions on PGlite rests on (decision 0058): a committed change of every kind
 * that raises a version has notified this process's listener by the time the commit resolves,
 * so no request that follows the commit can be answered from a read made before it.
 */
describe('PGlite notifies before a commit resolves', () => {
  let database: Database;
  const clock = createTestClock();
  const notified: string[] = [];
  const raised: string[] = [];
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const pglite = pgliteOf(database.db);
    if (!pglite) throw new Error('Not PGlite');
    await listenOnPglite(pglite, CHANGES_CHANNEL, {
      notification: (scope) => notified.push(scope),
    }).start();
    await listenOnPglite(pglite, VERSIONS_CHANNEL, {
      notification: (payload) => raised.push(payload),
    }).start();
  });
  afterAll(() => database.close());

  const t = {
    get db() {
      return database.db;
    },
    clock,
  };
  const changes: [
    string,
    (ids: { dealershipId: string; userId: string }) => (tx: Tx) => Promise<unknown>,
  ][] = [
    [
      'its registry row',
      ({ dealershipId }) =>
        (tx) =>
          tx.update(dealerships).set({ name: 'Renamed' }).where(eq(dealerships.id, dealershipId)),
    ],
    [
      'a user',
      ({ userId }) =>
        (tx) =>
          tx.update(users).set({ fullName: 'Renamed' }).where(eq(users.id, userId)),
    ],
    [
      'a session ending',
      ({ dealershipId }) =>
        (tx) =>
          deleteSession(tx, dealershipId, 'session-1'),
    ],
    [
      'its vehicles',
      ({ dealershipId }) =>
        (tx) =>
          insertVehicleRow(
            tx,
            newVehicleRow(dealershipId, vehicleCreateSchema.parse(vehicleInput()), clock()),
          ),
    ],
  ];

  it.each(changes)('when %s changes, with every version it raised', async (_what, change) => {
    const { dealership, user } = await createTestUser(t);
    const ids = { dealershipId: dealership.id, userId: user.id };
    await withSystemTransaction(database.db, (tx) =>
      insertSession(tx, { ...ids, idHash: 'session-1', now: clock(), expiresAt: clock() + 60_000 }),
    );
    const before = (await readVersionsOf(database.db, [dealership.id])).get(dealership.id)!;
    notified.length = 0;
    raised.length = 0;
    await withSystemTransaction(database.db, change(ids));
    expect(notified.length).toBeGreaterThan(0);
    // Migration 0028: each scope the commit raised, with the version it now reads.
    const after = (await readVersionsOf(database.db, [dealership.id])).get(dealership.id)!;
    const expected = (['access', 'vehicles'] as const)
      .filter((scope) => after[scope] !== before[scope])
      .map((scope) => `${scope}:${dealership.id}=${after[scope]}`);
    expect(expected).toHaveLength(1);
    expect(raised).toEqual(expected);
  });

  it('when the change log raises the vehicles version, with the number it logged last', async () => {
    const { dealership } = await createTestUser(t);
    raised.length = 0;
    const seq = await withSystemTransaction(database.db, async (tx) => {
      const row = await insertVehicleRow(
        tx,
        newVehicleRow(dealership.id, vehicleCreateSchema.parse(vehicleInput()), clock()),
      );
      return recordVehicleChanges(tx, dealership.id, [row!.id], clock());
    });
    expect(raised).toEqual([`vehicles:${dealership.id}=${seq}`]);
  });
});
