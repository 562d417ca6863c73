import { describe, expect, it } from 'vitest';
import { vehicleApi } from '@domain/api/vehicle-endpoints';
import type { Vehicle, VehiclePage, VehiclePageQuery } from '@domain/api/vehicles';
import { isOnBoard } from '@domain/vehicle/board-filter';
import { sortBoardVehicles } from '@domain/vehicle-status';
import { compareNewestFirst } from '@domain/vehicle/list-order';
import { BOARD_SORT_MESSAGE, INVALID_CURSOR_MESSAGE } from '@domain/vehicle/messages';
import { errorBodyOf } from '@/lib/api-client';
import { buildVehicle } from '@domain/vehicle/vehicle-fixtures';
import { createSandboxApi } from './sandbox-api';

const AT = Date.UTC(2026, 0, 1, 12);

/** The server's page test's lot: six vehicles a minute apart, the first starred, one sold. */
const LOT: readonly Vehicle[] = buildLot();
const lot = () => [...LOT];

function buildLot(): Vehicle[] {
  const types = ['inventory', 'make-ready', 'service', 'make-ready', 'inventory', 'service'];
  return types.map((type, index) =>
    buildVehicle({
      type: type as Vehicle['type'],
      make: index % 2 === 0 ? 'Mazda' : 'Kia',
      inMakeReady: type === 'make-ready',
      makeReadyAddedAt: type === 'make-ready' ? AT : null,
      inService: type === 'service',
      serviceAddedAt: type === 'service' ? AT : null,
      starred: index === 0,
      flag: index === 3 ? 'sold' : 'active',
      createdAt: AT + index * 60_000,
    }),
  );
}

/** Every page from the first, following nextCursor, two at a time. */
async function walk(query: Partial<VehiclePageQuery>) {
  const vehicles = lot();
  const { client } = createSandboxApi(() => AT, { vehicles });
  const pages: VehiclePage[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.call(vehicleApi.page, { query: { ...query, limit: 2, cursor } });
    pages.push(page);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return { pages, newest: [...vehicles].sort(compareNewestFirst) };
}

describe('vehicle pages in the sandbox (GET /api/vehicles/page, as the server)', () => {
  it('pages by cursor, starred first then newest, every vehicle once', async () => {
    const { pages, newest } = await walk({});
    expect(pages.map((page) => page.items.length)).toEqual([2, 2, 2]);
    const starredFirst = [...newest].sort((a, b) => Number(b.starred) - Number(a.starred));
    expect(pages.flatMap((page) => page.items)).toEqual(starredFirst);
    const byAge = await walk({ sort: 'newest' });
    expect(byAge.pages.flatMap((page) => page.items)).toEqual(newest);
  });

  it.each(['make-ready', 'service', 'inventory'] as const)(
    "loads only the %s board's vehicles (active, in that workflow)",
    async (workflow) => {
      const { pages, newest } = await walk({ workflow, sort: 'newest' });
      const expected = newest.filter((vehicle) => isOnBoard(vehicle, workflow));
      expect(pages.flatMap((page) => page.items)).toEqual(expected);
    },
  );

  it("pages the Make Ready board in the board's own order, as the server (sort=board)", async () => {
    const { pages, newest } = await walk({ workflow: 'make-ready', sort: 'board' });
    const onBoard = newest.filter((v) => isOnBoard(v, 'make-ready'));
    expect(pages.flatMap((page) => page.items)).toEqual(
      sortBoardVehicles(onBoard, AT, 'make-ready'),
    );
  });

  it('answers sort=board without the Make Ready workflow with a 400 naming sort', async () => {
    const { client } = createSandboxApi(() => AT, { vehicles: lot() });
    const error: unknown = await client
      .call(vehicleApi.page, { query: { sort: 'board', workflow: 'service' } })
      .catch((failure: unknown) => failure);
    expect(errorBodyOf(vehicleApi.page, 400, error)).toMatchObject({ field: 'sort' });
    expect(JSON.stringify(errorBodyOf(vehicleApi.page, 400, error))).toContain(BOARD_SORT_MESSAGE);
  });

  it('searches as the browser does', async () => {
    const { pages, newest } = await walk({ q: 'kia', sort: 'newest' });
    expect(pages.flatMap((page) => page.items)).toEqual(newest.filter((v) => v.make === 'Kia'));
  });

  it('answers a cursor it never gave with a 400 naming the field', async () => {
    const { client } = createSandboxApi(() => AT, { vehicles: lot() });
    const error: unknown = await client
      .call(vehicleApi.page, { query: { cursor: 'not-a-cursor' } })
      .catch((failure: unknown) => failure);
    expect(errorBodyOf(vehicleApi.page, 400, error)).toMatchObject({
      field: 'cursor',
      message: `cursor: ${INVALID_CURSOR_MESSAGE}`,
    });
  });
});
