import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { vehicleListSchema, type VehicleListQuery } from '@domain/api/vehicles';
import { cacheVersionsOf, type CachedVehicleList } from '../../plugins/read-caches';
import { CompressibleBody } from '../../lib/compression';
import { listVehicles } from './repository';

/** Whether the query asks for the whole list (what boards load), the one form kept in memory. */
export function isWholeList(query: VehicleListQuery): boolean {
  return Object.values(query).every((value) => value === undefined || value === '');
}

/** The dealership's whole list as JSON, validated against the contract once per change. */
function serializeList(dealershipId: string, vehicles: unknown): CachedVehicleList {
  const json = Buffer.from(JSON.stringify(vehicleListSchema.parse(vehicles)));
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  return { dealershipId, json: new CompressibleBody(json, 'fast'), etag };
}

/** Whether the client's If-None-Match names this version (then it gets a bodiless 304). */
function clientHasVersion(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * GET /api/vehicles without filters: every board's first load and refetch. The serialized list
 * stays in memory until its vehicles change (plugins/read-caches.ts), so a busy lot's
 * boards cost one query per change instead of one per request; its ETag lets a browser that
 * already holds this version revalidate for a 304.
 */
export async function sendWholeList(
  request: FastifyRequest,
  reply: FastifyReply,
  dealershipId: string,
): Promise<FastifyReply> {
  const version = cacheVersionsOf(request).vehicles;
  const list = await request.server.caches.vehicleLists.getOrLoad(dealershipId, version, async () =>
    serializeList(
      dealershipId,
      await request.withTenant((tx) => listVehicles(tx, dealershipId, {})),
    ),
  );
  // Private: the list is one dealership's; no-cache: always revalidate, never show stale.
  reply
    .header('cache-control', 'private, no-cache')
    // Weak: the same version is sent as identity, gzip or br bytes (RFC 9110 8.8.3).
    .header('etag', `W/${list!.etag}`)
    .header('vary', 'accept-encoding');
  if (clientHasVersion(request, list!.etag)) return reply.code(304).send();
  // Serialized (and checked) once when cached; ~220 KB for 500 vehicles, a tenth compressed,
  // which is what a phone on the lot waits for.
  const { body, encoding } = list!.json.forClient(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(body);
}
