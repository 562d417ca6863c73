import { and, asc, desc, eq, gt, lt, lte, or, type SQL } from 'drizzle-orm';
import type { Vehicle, VehiclePage, VehiclePageQuery } from '@domain/api/vehicles';
import { isOnBoard } from '@domain/vehicle/board-filter';
import { comparePageOrder, pageOrderKey } from '@domain/vehicle/list-order';
import { BOARD_SORT_MESSAGE, INVALID_CURSOR_MESSAGE } from '@domain/vehicle/messages';
import type { Workflow } from '@domain/vehicle-status';
import type { Executor } from '../../db/client';
import { vehicles } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import type { CachedVehicleList } from '../../cache/vehicle-list';
import { currentVehicleSeq } from '../../db/vehicle-change-log';
import { searchCondition } from './repository';
import { toVehicle } from '../../db/vehicle-rows';

/** Where a page ended: the last vehicle's sort key (opaque to clients: base64url JSON). */
interface Cursor {
  starred: boolean;
  createdAt: number;
  id: string;
  /** The 'board' order's key (domain/vehicle/list-order pageOrderKey); only in its cursors. */
  enteredAt?: number;
}

const INVALID_CURSOR = `cursor: ${INVALID_CURSOR_MESSAGE}`;

function encodeCursor(row: Cursor): string {
  const cursor: Cursor = { starred: row.starred, createdAt: row.createdAt, id: row.id };
  if (row.enteredAt !== undefined) cursor.enteredAt = row.enteredAt;
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(text: string): Cursor {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<Cursor>;
    if (
      typeof value.starred === 'boolean' &&
      Number.isSafeInteger(value.createdAt) &&
      typeof value.id === 'string' &&
      /^[0-9a-f-]{36}$/i.test(value.id) &&
      (value.enteredAt === undefined || Number.isSafeInteger(value.enteredAt))
    ) {
      return value as Cursor;
    }
  } catch {
    // falls through to the 400
  }
  throw badRequest(INVALID_CURSOR, 'cursor');
}

/** domain/vehicle/board-filter's isOnBoard, in SQL. */
function onBoard(workflow: Workflow): SQL | undefined {
  const active = eq(vehicles.flag, 'active');
  if (workflow === 'make-ready') return and(active, eq(vehicles.inMakeReady, true));
  if (workflow === 'service') return and(active, eq(vehicles.inService, true));
  return active;
}

/**
 * Rows after the cursor in the page's order (newest: created_at desc, id asc). The `<=` bound
 * repeats what the OR says so the index (migration 0010) can seek to the cursor; with the OR
 * alone PostgreSQL reads every earlier row of the index again and filters it out.
 */
function afterCursor(cursor: Cursor, starredFirst: boolean): SQL | undefined {
  const byAge = and(
    lte(vehicles.createdAt, cursor.createdAt),
    or(lt(vehicles.createdAt, cursor.createdAt), gt(vehicles.id, cursor.id)),
  );
  if (!starredFirst) return byAge;
  // Starred first: true before false, so "after" a starred row includes every unstarred one.
  if (!cursor.starred) return and(eq(vehicles.starred, false), byAge);
  return or(eq(vehicles.starred, false), and(eq(vehicles.starred, true), byAge));
}

/**
 * One page of the dealership's vehicles by keyset (no OFFSET: page 50 costs what page 1
 * does, and a vehicle added meanwhile neither repeats nor skips a row).
 */
export async function listVehiclePage(
  tx: Executor,
  dealershipId: string,
  query: VehiclePageQuery,
): Promise<VehiclePage> {
  // The route answers 'board' from the cached list (it never comes with a search).
  if (query.sort === 'board') throw badRequest(BOARD_SORT_MESSAGE, 'sort');
  const starredFirst = query.sort === 'starred-newest';
  const filters: (SQL | undefined)[] = [eq(vehicles.dealershipId, dealershipId)];
  if (query.workflow) filters.push(onBoard(query.workflow));
  if (query.q) filters.push(searchCondition(query.q, true));
  if (query.cursor) filters.push(afterCursor(decodeCursor(query.cursor), starredFirst));
  // Read before the rows: every change up to it is committed, so the rows hold it (or later).
  const seq = await currentVehicleSeq(tx, dealershipId);
  const order = [desc(vehicles.createdAt), asc(vehicles.id)];
  const rows = await tx
    .select()
    .from(vehicles)
    .where(and(...filters))
    .orderBy(...(starredFirst ? [desc(vehicles.starred), ...order] : order))
    .limit(query.limit + 1);
  const items = rows.slice(0, query.limit);
  return {
    items: items.map(toVehicle),
    nextCursor: rows.length > query.limit ? encodeCursor(items.at(-1)!) : null,
    seq,
  };
}

/** Whether `vehicle` comes after the cursor in the page's order (afterCursor's rule, in memory). */
function afterCursorInMemory(vehicle: Vehicle, cursor: Cursor, starredFirst: boolean): boolean {
  if (starredFirst && vehicle.starred !== cursor.starred) return cursor.starred;
  if (vehicle.createdAt !== cursor.createdAt) return vehicle.createdAt < cursor.createdAt;
  return vehicle.id > cursor.id;
}

/**
 * The same page as listVehiclePage, from the dealership's cached whole list (list-cache.ts),
 * which is in list order and kept current change by change: no query, and each vehicle's JSON
 * was serialized when it was cached, so a page is joined, not serialized (issue #15 item 2:
 * 50 readers beside 20 editors). A search still goes to the database (listVehiclePage).
 * `seq` is the sequence number the list was cached under (it holds every change up to it).
 * Returns the answer's JSON text.
 */
export function vehiclePageFromList(
  list: CachedVehicleList,
  query: Omit<VehiclePageQuery, 'q'>,
  seq: number,
): string {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const picked =
    query.sort === 'board' ? boardPageRows(list, query, cursor) : listPageRows(list, query, cursor);
  const items = picked.slice(0, query.limit);
  const last = items.at(-1)?.vehicle;
  const nextCursor =
    picked.length > query.limit && last ? encodeCursor(pageOrderKey(last, query.sort)) : null;
  return `{"items":[${items.map((row) => row.json).join(',')}],"nextCursor":${JSON.stringify(nextCursor)},"seq":${seq}}`;
}

type ListRow = CachedVehicleList['rows'][number];

/**
 * Up to limit + 1 rows after the cursor in the Make Ready board's order: the list is in newest
 * order, so the workflow's rows are sorted here (a few thousand keys for a 10,000-vehicle lot).
 */
function boardPageRows(
  list: CachedVehicleList,
  query: Omit<VehiclePageQuery, 'q'>,
  cursor: Cursor | null,
): ListRow[] {
  if (cursor && cursor.enteredAt === undefined) throw badRequest(INVALID_CURSOR, 'cursor');
  const compare = comparePageOrder('board');
  return list.rows
    .filter(({ vehicle }) => !query.workflow || isOnBoard(vehicle, query.workflow))
    .map((row) => ({ row, key: pageOrderKey(row.vehicle, 'board') }))
    .filter(({ key }) => !cursor || compare(key, cursor) > 0)
    .sort((a, b) => compare(a.key, b.key))
    .slice(0, query.limit + 1)
    .map(({ row }) => row);
}

/** Up to limit + 1 rows after the cursor in the list's own order (or starred first). */
function listPageRows(
  list: CachedVehicleList,
  query: Omit<VehiclePageQuery, 'q'>,
  cursor: Cursor | null,
): ListRow[] {
  const starredFirst = query.sort === 'starred-newest';
  const picked: ListRow[] = [];
  // Starred first is the list's order taken twice: its starred vehicles, then the others.
  const passes = starredFirst ? [true, false] : [null];
  for (const starred of passes) {
    for (const row of list.rows) {
      const { vehicle } = row;
      if (starred !== null && vehicle.starred !== starred) continue;
      if (query.workflow && !isOnBoard(vehicle, query.workflow)) continue;
      if (cursor && !afterCursorInMemory(vehicle, cursor, starredFirst)) continue;
      picked.push(row);
      if (picked.length > query.limit) break;
    }
    if (picked.length > query.limit) break;
  }
  return picked;
}
