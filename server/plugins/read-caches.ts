import type { FastifyInstance } from 'fastify';
import { ChangeClock } from '../cache/change-clock';
import { ReadCache } from '../cache/read-cache';
import {
  listenOnPglite,
  listenOnPostgres,
  pgliteOf,
  postgresPoolOf,
  type ChannelListener,
} from '../db/listen';
import type { DealershipRecord, UserRecord } from '../db/records';
import { MINUTE_MS } from '../lib/clock';
import type { CompressibleBody } from '../lib/compression';

/** The channel 0003_change_notifications.sql's triggers NOTIFY with a change scope. */
export const CHANGES_CHANNEL = 'lotready_changes';

/** A session as its cache keeps it: enough to re-check expiry without the database. */
export interface CachedSession {
  user: UserRecord;
  tenant: DealershipRecord;
  lastSeenAt: number;
  expiresAt: number;
  reauthenticatedAt: number | null;
}

/** The dealership's full vehicle list, serialized once for every board that asks. */
export interface CachedVehicleList {
  dealershipId: string;
  /** UTF-8 JSON, encoded once rather than on every send, and compressed once per encoding. */
  json: CompressibleBody;
  etag: string;
}

/**
 * What the hottest requests read from memory (docs/decisions/0016-read-caches.md): the host →
 * dealership lookup, sessions, and each dealership's full vehicle list.
 */
export interface ReadCaches {
  changes: ChangeClock;
  /** By host subdomain (slug). */
  tenants: ReadCache<DealershipRecord>;
  /** By `${dealershipId}:${sessionIdHash}`. */
  sessions: ReadCache<CachedSession>;
  /** By dealership id. */
  vehicleLists: ReadCache<CachedVehicleList>;
}

declare module 'fastify' {
  interface FastifyInstance {
    caches: ReadCaches;
  }
  interface FastifyContextConfig {
    /**
     * What a mutating route may change, so that it marks only that as changed: 'vehicles'
     * (vehicles and their activity). Unmarked routes mark their whole dealership.
     */
    writes?: 'vehicles';
  }
}

/** Change scopes (cache/change-clock.ts); the triggers of migration 0003 NOTIFY the same. */
export const changeScopes = {
  /** Everything of a dealership, its registry row included. */
  dealership: (dealershipId: string) => `dealership:${dealershipId}`,
  /** One user's row and sessions. */
  user: (userId: string) => `user:${userId}`,
  /** One dealership's vehicles. */
  vehicles: (dealershipId: string) => `vehicles:${dealershipId}`,
};
const SCOPE_PATTERN = /^(dealership|user|vehicles):[0-9a-f-]{36}$/;

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The cache key of a session: its dealership and id hash (a cookie works on its own host only). */
export function sessionCacheKey(dealershipId: string, idHash: string): string {
  return `${dealershipId}:${idHash}`;
}

/**
 * Decorates `app.caches` and keeps them honest. Two paths make an entry stale:
 * - every committed change to a cached table NOTIFYs its scope (database triggers), which
 *   reaches every app process — whoever made the change, however;
 * - a signed-in request that may have written anything marks its dealership changed before its
 *   answer leaves (a route marked `writes: 'vehicles'` only the dealership's vehicles; the super
 *   admin's, everything), so the next request in this process reads its own write even before
 *   the notification arrives.
 * While the PostgreSQL LISTEN connection is down nothing cached is trusted.
 */
export async function registerReadCaches(app: FastifyInstance): Promise<void> {
  const changes = new ChangeClock();
  const clock = app.clock;
  const caches: ReadCaches = {
    changes,
    tenants: new ReadCache({
      changes,
      clock,
      ttlMs: MINUTE_MS,
      maxEntries: 10_000,
      scopesOf: (tenant) => [changeScopes.dealership(tenant.id)],
    }),
    // Shorter than the session idle timeout's granularity (last_seen_at is touched once a
    // minute on a database read), so an active session is re-read and touched in time.
    sessions: new ReadCache({
      changes,
      clock,
      ttlMs: 30_000,
      maxEntries: 50_000,
      scopesOf: (session) => [
        changeScopes.dealership(session.tenant.id),
        changeScopes.user(session.user.id),
      ],
    }),
    vehicleLists: new ReadCache({
      changes,
      clock,
      ttlMs: 10 * MINUTE_MS,
      maxEntries: 1_000,
      scopesOf: (list) => [
        changeScopes.dealership(list.dealershipId),
        changeScopes.vehicles(list.dealershipId),
      ],
    }),
  };
  app.decorate('caches', caches);

  const notification = (scope: string) => {
    if (SCOPE_PATTERN.test(scope)) changes.changed(scope);
    else changes.changedAll(); // not ours to read: assume the worst
  };
  const pool = postgresPoolOf(app.db);
  const pglite = pgliteOf(app.db);
  let listener: ChannelListener | undefined;
  if (pool) {
    listener = listenOnPostgres(
      pool,
      CHANGES_CHANNEL,
      { notification, lost: () => changes.suspended(), connected: () => changes.resumed() },
      app.log,
    );
  } else if (pglite) {
    listener = listenOnPglite(pglite, CHANGES_CHANNEL, { notification });
  } else {
    changes.suspended(); // an unknown driver: no feed, so no caching
  }
  await listener?.start();
  app.addHook('onClose', async () => listener?.close());

  app.addHook('onSend', async (request) => {
    if (!MUTATING_METHODS.has(request.method)) return;
    const dealershipId = request.auth?.tenant.id;
    if (dealershipId) {
      const writesVehicles = request.routeOptions.config.writes === 'vehicles';
      changes.changed(
        writesVehicles
          ? changeScopes.vehicles(dealershipId)
          : changeScopes.dealership(dealershipId),
      );
    } else if (request.superAdmin) changes.changedAll();
  });
}
