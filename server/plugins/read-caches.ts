import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ChangeFeed } from '../cache/change-feed';
import { ReadCache } from '../cache/read-cache';
import { VersionReads } from '../cache/version-reads';
import { findDealershipWithVersions, readVersionsOf, type ScopeVersions } from '../cache/versions';
import {
  listenOnPglite,
  listenOnPostgres,
  pgliteOf,
  postgresPoolOf,
  type ChannelListener,
} from '../db/listen';
import { openSidePool } from '../db/client';
import { VERSIONS_CHANNEL } from '../db/vehicle-change-log';
import type { DealershipRecord, UserRecord } from '../db/records';
import { MINUTE_MS } from '../lib/clock';
import type { CachedVehicleList } from '../cache/vehicle-list';

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

/**
 * What the hottest requests read from memory (docs/decisions/0016-read-caches.md, 0023): the
 * host → dealership lookup, sessions, and each dealership's full vehicle list — each entry kept
 * with the scope version (cache/versions.ts) it was filled under.
 */
export interface ReadCaches {
  /**
   * The dealership's current versions for a request, by a read that starts after the request
   * arrived, shared by every request waiting for it (docs/decisions/0058).
   */
  versions: VersionReads;
  /** Wakes open streams when their user or dealership changes (not a cache's concern). */
  changes: ChangeFeed;
  /** By host subdomain (slug); versioned by the dealership's `access` scope. */
  tenants: ReadCache<DealershipRecord>;
  /** By `${dealershipId}:${sessionIdHash}`; versioned by `access`. */
  sessions: ReadCache<CachedSession>;
  /** By dealership id; versioned by `vehicles`. */
  vehicleLists: ReadCache<CachedVehicleList>;
}

declare module 'fastify' {
  interface FastifyInstance {
    caches: ReadCaches;
  }
  interface FastifyRequest {
    /** The versions of the host dealership's scopes, read once at the start of the request. */
    cacheVersions: ScopeVersions | null;
  }
}

/** Scopes of the `lotready_changes` notifications (migration 0003), for stream wake-ups. */
export const changeScopes = {
  /** Everything of a dealership, its registry row included. */
  dealership: (dealershipId: string) => `dealership:${dealershipId}`,
  /** One user's row and sessions. */
  user: (userId: string) => `user:${userId}`,
  /** One dealership's vehicles. */
  vehicles: (dealershipId: string) => `vehicles:${dealershipId}`,
};

/** The cache key of a session: its dealership and id hash (a cookie works on its own host only). */
export function sessionCacheKey(dealershipId: string, idHash: string): string {
  return `${dealershipId}:${idHash}`;
}

/**
 * The active-or-not dealership at `slug` and its scope versions: from memory when the entry
 * was filled under the current `access` version (a primary-key read shared with the requests
 * waiting alongside), else from the database (one statement). Either way one round trip, and
 * never a stale registry row.
 */
export async function tenantBySlug(
  app: FastifyInstance,
  slug: string,
): Promise<{ dealership: DealershipRecord; versions: ScopeVersions } | null> {
  const { tenants } = app.caches;
  const cached = tenants.peek(slug);
  if (cached) {
    const versions = await app.caches.versions.read(cached.value.id);
    if (versions.access === cached.version) return { dealership: cached.value, versions };
  }
  const found = await findDealershipWithVersions(app.db, slug);
  if (found) tenants.set(slug, found.dealership, found.versions.access);
  return found;
}

/** The request's scope versions (set by tenant resolution on a tenant host). */
export function cacheVersionsOf(request: FastifyRequest): ScopeVersions {
  if (!request.cacheVersions) throw new Error('No tenant host: no cache versions on this request');
  return request.cacheVersions;
}

/**
 * Decorates `app.caches`. Entries are checked against versions the request read from the
 * database, so they are right in every process whatever becomes of notifications; the
 * notifications only wake open streams (`changes`), and when their connection was lost every
 * listener is woken once it is back, since what it missed is unknown.
 */
export async function registerReadCaches(app: FastifyInstance): Promise<void> {
  const changes = new ChangeFeed();
  const clock = app.clock;
  const pool = postgresPoolOf(app.db);
  const pglite = pgliteOf(app.db);
  // On PostgreSQL the shared version read has a connection of its own: in the main pool it
  // queued behind the editors' transactions, and every request waiting for it with it.
  const versionsPool = pool ? await openSidePool(pool, 1) : null;
  const versionsDb = versionsPool?.db ?? app.db;
  const caches: ReadCaches = {
    versions: new VersionReads((dealershipIds) => readVersionsOf(versionsDb, dealershipIds)),
    changes,
    tenants: new ReadCache({ clock, ttlMs: MINUTE_MS, maxEntries: 10_000 }),
    // Shorter than the session idle timeout's granularity (last_seen_at is touched once a
    // minute on a database read), so an active session is re-read and touched in time.
    sessions: new ReadCache({ clock, ttlMs: 30_000, maxEntries: 50_000 }),
    vehicleLists: new ReadCache({ clock, ttlMs: 10 * MINUTE_MS, maxEntries: 1_000 }),
  };
  app.decorate('caches', caches);
  app.decorateRequest('cacheVersions', null);

  const notification = (scope: string) => changes.changed(scope);
  let listener: ChannelListener | undefined;
  let versionsListener: ChannelListener | undefined;
  if (pool) {
    let lostSince = false;
    listener = listenOnPostgres(
      pool,
      CHANGES_CHANNEL,
      {
        notification,
        lost: () => (lostSince = true),
        connected: () => {
          if (lostSince) changes.everythingChanged();
          lostSince = false;
        },
      },
      app.log,
    );
  } else if (pglite) {
    listener = listenOnPglite(pglite, CHANGES_CHANNEL, { notification });
    // Every raise of a version notifies the version it raised to (migration 0028), and PGlite
    // hands the notification over before the commit returns: the versions remembered are
    // brought forward by each commit instead of read again after it (decision 0134).
    versionsListener = listenOnPglite(pglite, VERSIONS_CHANNEL, {
      notification: (payload) => {
        const equals = payload.lastIndexOf('=');
        caches.versions.versionRaised(payload.slice(0, equals), Number(payload.slice(equals + 1)));
      },
    });
  }
  await listener?.start();
  await versionsListener?.start();
  // This process owns the PGlite data directory: no commit can escape its listener.
  if (pglite) caches.versions.rememberUntilChanged();
  app.addHook('onClose', async () => {
    await listener?.close();
    await versionsListener?.close();
    await versionsPool?.close();
  });
}
