import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  vehicleListSchema,
  vehicleSchema,
  type Vehicle,
  type VehicleListQuery,
  type VehiclePageQuery,
} from '@domain/api/vehicles';
import { compareNewestFirst } from '@domain/vehicle/list-order';
import { cacheVersionsOf, type CachedVehicleList } from '../../plugins/read-caches';
import { CompressibleBody } from '../../lib/compression';
import { vehicleChangesSince, type VehicleChange } from '../../db/vehicle-change-log';
import { vehiclePageFromList } from './page';
import { listVehicles } from './repository';

/** More changes than this since the cached list: reading the whole list is as quick. */
const MAX_APPLIED_CHANGES = 500;

/** Whether the query asks for the whole list (what boards load), the one form kept in memory. */
export function isWholeList(query: VehicleListQuery): boolean {
  return Object.values(query).every((value) => value === undefined || value === '');
}

type ListRow = CachedVehicleList['rows'][number];

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
function serializeList(dealershipId: string, vehicles: unknown): CachedVehicleList {
  const rows = vehicleListSchema
    .parse(vehicles)
    .map((vehicle) => ({ vehicle, json: JSON.stringify(vehicle) }));
  return cachedList(dealershipId, rows);
}

/**
 * The cached list with logged changes applied (docs/decisions/0045-vehicle-change-log.md):
 * changed vehicles replaced or placed by list order, removed ones dropped; only they are
 * validated and serialized again.
 */
export function applyChanges(
  list: CachedVehicleList,
  changes: readonly VehicleChange[],
): CachedVehicleList {
  const current = new Map<string, Vehicle | null>();
  for (const change of changes) current.set(change.vehicleId, change.vehicle);
  const kept = list.rows.filter((row) => !current.has(row.vehicle.id));
  const added: ListRow[] = [];
  for (const vehicle of current.values()) {
    if (vehicle) {
      const parsed = vehicleSchema.parse(vehicle);
      added.push({ vehicle: parsed, json: JSON.stringify(parsed) });
    }
  }
  added.sort((a, b) => compareNewestFirst(a.vehicle, b.vehicle));
  // Merge two sorted runs: the changed vehicles are few, the list long.
  const rows: ListRow[] = [];
  let next = 0;
  for (const row of kept) {
    while (next < added.length && compareNewestFirst(added[next]!.vehicle, row.vehicle) < 0) {
      rows.push(added[next++]!);
    }
    rows.push(row);
  }
  rows.push(...added.slice(next));
  return cachedList(list.dealershipId, rows);
}

/**
 * The dealership's whole list as this request's versions say it is: from memory, caught up by
 * the change log when it moved on (only the changed vehicles are read and serialized again),
 * or read whole when the log cannot say what changed.
 */
async function cachedWholeList(
  request: FastifyRequest,
  dealershipId: string,
): Promise<CachedVehicleList> {
  const version = cacheVersionsOf(request).vehicles;
  const cache = request.server.caches.vehicleLists;
  const list = await cache.getOrLoad(dealershipId, version, async () => {
    // The version is the change log's sequence number: an older list catches up by its changes.
    const previous = cache.peek(dealershipId);
    if (previous && previous.version < version) {
      const since = await request.withTenant((tx) =>
        vehicleChangesSince(tx, dealershipId, previous.version, MAX_APPLIED_CHANGES, version),
      );
      if (since.kind === 'changes' && since.seq === version) {
        return applyChanges(previous.value, since.changes);
      }
    }
    return serializeList(
      dealershipId,
      await request.withTenant((tx) => listVehicles(tx, dealershipId, {})),
    );
  });
  return list!;
}

/** Whether the client's If-None-Match names this version (then it gets a bodiless 304). */
function clientHasVersion(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * GET /api/vehicles without filters: every board's first load and refetch. The serialized list
 * stays in memory until its vehicles change (plugins/read-caches.ts), then takes those changes
 * from the change log instead of being read whole again, so a busy lot's boards cost one small
 * query per change instead of one per request; its ETag lets a browser that already holds this
 * version revalidate for a 304.
 */
export async function sendWholeList(
  request: FastifyRequest,
  reply: FastifyReply,
  dealershipId: string,
): Promise<FastifyReply> {
  const list = (await cachedWholeList(request, dealershipId)).whole();
  // no-store like every private answer (#17 item 5): no browser or proxy keeps a dealership's
  // list. The ETag still spares a client that sends If-None-Match itself the body.
  reply
    .header('cache-control', 'no-store')
    // Weak: the same version is sent as identity, gzip or br bytes (RFC 9110 8.8.3).
    .header('etag', `W/${list.etag}`)
    .header('vary', 'accept-encoding');
  if (clientHasVersion(request, list.etag)) return reply.code(304).send();
  // Serialized (and checked) once when cached; ~220 KB for 500 vehicles, a tenth compressed,
  // which is what a phone on the lot waits for.
  const { body, encoding } = list.json.forClient(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(body);
}

/** GET /api/vehicles/page without a search: a board's page, from the cached whole list (page.ts). */
export async function sendVehiclePage(
  request: FastifyRequest,
  reply: FastifyReply,
  dealershipId: string,
  query: Omit<VehiclePageQuery, 'q'>,
): Promise<FastifyReply> {
  const list = await cachedWholeList(request, dealershipId);
  // The version is the change log's sequence number, read before the list was (read-cache.ts).
  const page = vehiclePageFromList(list, query, cacheVersionsOf(request).vehicles);
  return reply.type('application/json; charset=utf-8').send(Buffer.from(page));
}
