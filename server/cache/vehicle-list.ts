import { createHash } from 'node:crypto';
import { vehicleListSchema, vehicleSchema, type Vehicle } from '@domain/api/vehicles';
import { compareNewestFirst } from '@domain/vehicle/list-order';
import { CompressibleBody } from '../lib/compression';

/** The dealership's full vehicle list, serialized once for every board that asks. */
export interface CachedVehicleList {
  dealershipId: string;
  /** In list order, each with its JSON: a change re-serializes only the vehicles it changed. */
  rows: readonly { vehicle: Vehicle; json: string }[];
  /**
   * The whole list as UTF-8 JSON (encoded once rather than on every send, compressed once per
   * encoding) and its ETag, made when first asked for.
   */
  whole: () => { json: CompressibleBody; etag: string };
}

type ListRow = CachedVehicleList['rows'][number];

/** One vehicle changed, as the change log says it: the vehicle now, or null (removed). */
export interface ListChange {
  vehicleId: string;
  vehicle: Vehicle | null;
}

/**
 * The list with its rows; its bytes (the rows' JSON joined, not serialized again) and ETag are
 * made on the first whole-list request only. A board's page needs the rows alone, and under
 * steady edits most versions of a large lot's list are never sent whole: joining and hashing
 * 4.7 MB (10,000 vehicles) on every change would cost a core (issue #15 item 4's 20 editors).
 */
function cachedList(dealershipId: string, rows: readonly ListRow[]): CachedVehicleList {
  let whole: ReturnType<CachedVehicleList['whole']> | undefined;
  const build = () => {
    const json = Buffer.from(`[${rows.map((row) => row.json).join(',')}]`);
    const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
    return { json: new CompressibleBody(json, 'fast'), etag };
  };
  return { dealershipId, rows, whole: () => (whole ??= build()) };
}

/** The dealership's whole list, validated against the contract once. */
export function serializeList(dealershipId: string, vehicles: unknown): CachedVehicleList {
  const rows = vehicleListSchema
    .parse(vehicles)
    .map((vehicle) => ({ vehicle, json: JSON.stringify(vehicle) }));
  return cachedList(dealershipId, rows);
}

/** Where `key` goes in rows in list order: the first row that does not come before it. */
function positionOf(rows: readonly ListRow[], key: Vehicle): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareNewestFirst(rows[middle]!.vehicle, key) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The row of vehicle `id`: where its new state says it stands when its place in the order did
 * not change (an edit), else found by a walk through the list (a removal).
 */
function rowIndexOf(rows: readonly ListRow[], id: string, now: Vehicle | null): number {
  if (now) {
    const at = positionOf(rows, now);
    if (rows[at]?.vehicle.id === id) return at;
  }
  return rows.findIndex((row) => row.vehicle.id === id);
}

/**
 * Up to this many changes are placed one by one, each found by binary search; more (an import,
 * a batch) are merged with the list in one pass, since a removal or a new vehicle not found by
 * its place costs a walk through the whole list.
 */
const PLACED_ONE_BY_ONE = 64;

/** A changed vehicle validated against the contract, with its JSON. */
function listRow(vehicle: Vehicle): ListRow {
  const parsed = vehicleSchema.parse(vehicle);
  return { vehicle: parsed, json: JSON.stringify(parsed) };
}

/**
 * The cached list with logged changes applied (docs/decisions/0045-vehicle-change-log.md):
 * changed vehicles replaced or placed by list order, removed ones dropped; only they are
 * validated and serialized again. A few changes find their rows and places by binary search,
 * so a writer carrying a 10,000-vehicle list forward (decision 0134) touches a few rows, not
 * all of them (decision 0142); many are merged in one pass (an import of 5,000 cars would
 * otherwise walk the list once for each new car).
 */
export function applyChanges(
  list: CachedVehicleList,
  changes: readonly ListChange[],
): CachedVehicleList {
  const current = new Map<string, Vehicle | null>();
  for (const change of changes) current.set(change.vehicleId, change.vehicle);
  if (current.size > PLACED_ONE_BY_ONE) return mergeChanges(list, current);
  const rows = list.rows.slice();
  for (const [id, vehicle] of current) {
    const at = rowIndexOf(rows, id, vehicle);
    if (at >= 0) rows.splice(at, 1);
  }
  for (const vehicle of current.values()) {
    if (!vehicle) continue;
    const row = listRow(vehicle);
    rows.splice(positionOf(rows, row.vehicle), 0, row);
  }
  return cachedList(list.dealershipId, rows);
}

/** Many changes at once: the list without them, merged with them sorted, in one pass. */
function mergeChanges(
  list: CachedVehicleList,
  current: ReadonlyMap<string, Vehicle | null>,
): CachedVehicleList {
  const kept = list.rows.filter((row) => !current.has(row.vehicle.id));
  const added = [...current.values()]
    .flatMap((vehicle) => (vehicle ? [listRow(vehicle)] : []))
    .sort((a, b) => compareNewestFirst(a.vehicle, b.vehicle));
  const rows: ListRow[] = [];
  let next = 0;
  for (const row of kept) {
    // As positionOf places one: before the first row that does not come before it.
    while (next < added.length && compareNewestFirst(row.vehicle, added[next]!.vehicle) >= 0) {
      rows.push(added[next++]!);
    }
    rows.push(row);
  }
  rows.push(...added.slice(next));
  return cachedList(list.dealershipId, rows);
}
