import type { FastifyReply, FastifyRequest } from 'fastify';
import type { VehicleListQuery, VehiclePageQuery } from '@domain/api/vehicles';
import { applyChanges, serializeList, type CachedVehicleList } from '../../cache/vehicle-list';
import { cacheVersionsOf } from '../../plugins/read-caches';
import { vehicleChangesSince } from '../../db/vehicle-change-log';
import { vehiclePageFromList } from './page';
import { listVehicles } from './repository';

/** More changes than this since the cached list: reading the whole list is as quick. */
const MAX_APPLIED_CHANGES = 500;

/** Whether the query asks for the whole list (what boards load), the one form kept in memory. */
export function isWholeList(query: VehicleListQuery): boolean {
  return Object.values(query).every((value) => value === undefined || value === '');
}

/**
 * The dealership's whole list as this request's versions say it is: from memory, caught up by
 * the change log when it moved on (only the changed vehicles are read and serialized again),
 * or read whole when the log cannot say what changed.
 */
async function cachedWholeList(
  request: FastifyRequest,
  dealershipId: string,
): Promise<{ list: CachedVehicleList; version: number }> {
  const version = cacheVersionsOf(request).vehicles;
  const cache = request.server.caches.vehicleLists;
  // A list its writer carried past the version this request read is as good: newer, and
  // committed before the answer (decision 0134). Asking for the older one would queue a
  // catch-up behind the very commits that made it.
  const kept = cache.peek(dealershipId);
  if (kept && kept.version >= version) return { list: kept.value, version: kept.version };
  // A writer of this process committing the changes in between carries it there: wait for
  // that commit rather than queue a catch-up behind it and the others (decision 0142).
  const carried = kept && (await cache.carriedTo(dealershipId, version));
  if (carried) return { list: carried.value, version: carried.version };
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
  return { list: list!, version };
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
  const list = (await cachedWholeList(request, dealershipId)).list.whole();
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
  const { list, version } = await cachedWholeList(request, dealershipId);
  return reply.type('application/json; charset=utf-8').send(pageOf(list, query, version));
}

/** Pages cut from a cached list (lists are never changed in place: a change makes a new one). */
const cutPages = new WeakMap<CachedVehicleList, Map<string, Buffer>>();
/** A bound, not a tuning: the open boards ask for a few pages of one list, mostly the first. */
const MAX_PAGES_PER_LIST = 32;

/**
 * A page of `list` at `version` (the change log's number it is at: read-cache.ts), cut and
 * encoded once: between two changes every open board asks for the same first page, and
 * cutting it scans the whole list (issue #28 item 5: 50 readers beside 20 editors).
 */
function pageOf(
  list: CachedVehicleList,
  query: Omit<VehiclePageQuery, 'q'>,
  version: number,
): Buffer {
  const key = `${version} ${JSON.stringify(query)}`;
  let pages = cutPages.get(list);
  const cut = pages?.get(key);
  if (cut) return cut;
  const page = Buffer.from(vehiclePageFromList(list, query, version));
  if (!pages || pages.size >= MAX_PAGES_PER_LIST) cutPages.set(list, (pages = new Map()));
  pages.set(key, page);
  return page;
}
