import { expect, it } from 'vitest';
import type { Vehicle, VehiclePage } from '@domain/api/vehicles';
import { isOnBoard } from '@domain/vehicle/board-filter';
import { sortBoardVehicles } from '@domain/vehicle-status';
import { withTenantTransaction } from '../../db/transactions';
import { MINUTE_MS } from '../../lib/clock';
import { describeEachDatabase } from '../../test/harness';
import { api, signedIn, staffOf, vehicleInput } from '../../test/staff';
import { currentVehicleSeq } from '../../db/vehicle-change-log';
import { listVehiclePage } from './page';

describeEachDatabase('vehicle pages (GET /api/vehicles/page)', (t) => {
  async function lot() {
    const staff = await staffOf(t);
    const client = api(t, staff.manager);
    const types = ['inventory', 'make-ready', 'service', 'make-ready', 'inventory', 'service'];
    const added: Vehicle[] = [];
    for (const [index, type] of types.entries()) {
      const make = index % 2 === 0 ? 'Mazda' : 'Kia';
      const response = await client.post('/api/vehicles', vehicleInput({ type, make }));
      expect(response.statusCode, response.body).toBe(201);
      added.push(response.json());
      t.clock.advance(MINUTE_MS);
    }
    const star = await client.patch(`/api/vehicles/${added[0]!.id}`, {
      starred: true,
      version: added[0]!.version,
    });
    const sold = await client.patch(`/api/vehicles/${added[3]!.id}`, {
      flag: 'sold',
      version: added[3]!.version,
    });
    expect([star.statusCode, sold.statusCode]).toEqual([200, 200]);
    const all = (await client.get('/api/vehicles')).json<Vehicle[]>();
    return { ...staff, client, all };
  }

  /** Every page from the first, following nextCursor. */
  async function walk(client: ReturnType<typeof api>, search: string) {
    const pages: VehiclePage[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const after: string = cursor ? `&cursor=${cursor}` : '';
      const response = await client.get(`/api/vehicles/page?limit=2${search}${after}`);
      expect(response.statusCode, response.body).toBe(200);
      const page: VehiclePage = response.json();
      pages.push(page);
      cursor = page.nextCursor;
    }
    return pages;
  }

  it('pages by cursor, starred first then newest, every vehicle once', async () => {
    const { client, all } = await lot();
    const pages = await walk(client, '');
    expect(pages.map((page) => page.items.length)).toEqual([2, 2, 2]);
    const starredFirst = [...all].sort((a, b) => Number(b.starred) - Number(a.starred));
    expect(pages.flatMap((page) => page.items)).toEqual(starredFirst);
    const newest = await walk(client, '&sort=newest');
    expect(newest.flatMap((page) => page.items)).toEqual(all);
  });

  it.each(['make-ready', 'service', 'inventory'] as const)(
    "loads only the %s board's vehicles (active, in that workflow)",
    async (workflow) => {
      const { client, all } = await lot();
      const pages = await walk(client, `&workflow=${workflow}&sort=newest`);
      const expected = all.filter((vehicle) => isOnBoard(vehicle, workflow));
      expect(pages.flatMap((page) => page.items)).toEqual(expected);
    },
  );

  it("pages the Make Ready board in the board's own order (sort=board), every vehicle once", async () => {
    const { client, all } = await lot();
    // The oldest vehicle (unstarred now) goes into Make Ready last: last by age, first on the board.
    const oldest = all.find((vehicle) => vehicle.starred)!;
    t.clock.advance(MINUTE_MS);
    const moved = await client.patch(`/api/vehicles/${oldest.id}`, {
      type: 'make-ready',
      starred: false,
      version: oldest.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const now = (await client.get('/api/vehicles')).json<Vehicle[]>();
    const pages = await walk(client, '&workflow=make-ready&sort=board');
    const board = sortBoardVehicles(
      now.filter((vehicle) => isOnBoard(vehicle, 'make-ready')),
      t.clock(),
      'make-ready',
    );
    expect(board.map((v) => v.id)).toHaveLength(2);
    expect(board[0]!.id).toBe(oldest.id);
    expect(pages.flatMap((page) => page.items)).toEqual(board);
  });

  it('searches as the browser does, and never shows another dealership', async () => {
    const { client, all } = await lot();
    await api(t, await signedIn(t, 'admin')).post('/api/vehicles', vehicleInput({ make: 'Kia' }));
    const found = await walk(client, '&q=kia&sort=newest');
    expect(found.flatMap((page) => page.items)).toEqual(all.filter((v) => v.make === 'Kia'));
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=501', 'limit'],
    ['limit=two', 'limit'],
    ['sort=oldest', 'sort'],
    ['cursor=not-a-cursor', 'cursor'],
    [`cursor=${Buffer.from('{"starred":true}').toString('base64url')}`, 'cursor'],
    ['workflow=garage', 'workflow'],
    ['sort=board', 'sort'],
    ['sort=board&workflow=service', 'sort'],
    ['sort=board&workflow=make-ready&q=kia', 'sort'],
    [
      `sort=board&workflow=make-ready&cursor=${Buffer.from(JSON.stringify({ starred: false, createdAt: 1, id: '00000000-0000-4000-8000-000000000001' })).toString('base64url')}`,
      'cursor',
    ],
  ])('answers 400 naming the field for %s', async (search, field) => {
    const { client } = await lot();
    const response = await client.get(`/api/vehicles/page?${search}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().field).toBe(field);
  });

  it('answers a board page from the cached list exactly as the query does', async () => {
    const { client, dealership } = await lot();
    // Same millisecond, so the id decides the order within it.
    for (let i = 0; i < 3; i++) {
      const added = await client.post('/api/vehicles', vehicleInput({ type: 'make-ready' }));
      expect(added.statusCode, added.body).toBe(201);
    }
    for (const sort of ['starred-newest', 'newest'] as const) {
      for (const workflow of [undefined, 'make-ready', 'service', 'inventory'] as const) {
        const fromMemory = await walk(
          client,
          `&sort=${sort}${workflow ? `&workflow=${workflow}` : ''}`,
        );
        const fromQuery: VehiclePage[] = [];
        let cursor: string | undefined;
        do {
          const page = await withTenantTransaction(t.db, dealership.id, (tx) =>
            listVehiclePage(tx, dealership.id, { sort, workflow, cursor, limit: 2 }),
          );
          fromQuery.push(page);
          cursor = page.nextCursor ?? undefined;
        } while (cursor !== undefined);
        expect(fromMemory, `${sort} ${workflow ?? 'all'}`).toEqual(fromQuery);
      }
    }
  });

  it('says which sequence number it was read at, from memory and from a search alike', async () => {
    const { client, dealership, all } = await lot();
    const seqNow = () =>
      withTenantTransaction(t.db, dealership.id, (tx) => currentVehicleSeq(tx, dealership.id));
    const before = await seqNow();
    const pageSeqs = async () => {
      const pages = await Promise.all(
        ['&workflow=make-ready&sort=board', '&sort=newest', '&q=Mazda'].map((query) =>
          client.get(`/api/vehicles/page?limit=2${query}`),
        ),
      );
      return pages.map((page) => page.json<VehiclePage>().seq);
    };
    expect(await pageSeqs()).toEqual([before, before, before]);
    const vehicle = all[0]!;
    const changed = await client.patch(`/api/vehicles/${vehicle.id}`, {
      color: 'Teal',
      version: vehicle.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // One change, one number: the next pages hold it.
    expect(await pageSeqs()).toEqual([before + 1, before + 1, before + 1]);
  });
});
