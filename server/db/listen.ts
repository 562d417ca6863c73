import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from './client';

const RECONNECT_MIN_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

export interface ChannelHandlers {
  notification: (payload: string) => void;
  /** The connection dropped: notifications sent until `connected` are lost. */
  lost: () => void;
  /** LISTEN is in place (first time, and after every reconnect). */
  connected: () => void;
}

export interface ChannelListener {
  start: () => Promise<void>;
  close: () => Promise<void>;
}

export interface ListenLog {
  warn: (details: { err: unknown }, message: string) => void;
}

/**
 * The pg Pool under a Drizzle database, or undefined on PGlite. Drizzle keeps the driver's
 * client on `$client`; the shared `Db` type does not name it because it differs per driver.
 * Told apart without `instanceof pg.Pool`, which would load pg on PGlite too (client.ts).
 */
export function postgresPoolOf(db: Db): pg.Pool | undefined {
  if (pgliteOf(db)) return undefined;
  const client = (db as unknown as { $client?: Partial<pg.Pool> }).$client;
  // A pool has its connection options and counts; a database-less Drizzle (drizzle.mock, for
  // the OpenAPI document) has neither and must not be LISTENed on.
  const isPool = typeof client?.connect === 'function' && typeof client.totalCount === 'number';
  return isPool ? (client as pg.Pool) : undefined;
}

/**
 * LISTENs on `channel` with one dedicated connection (outside the pool, since LISTEN belongs
 * to one session). A lost connection is re-established with backoff; `lost` and `connected`
 * tell the caller when it may have missed notifications.
 */
export function listenOnPostgres(
  pool: pg.Pool,
  channel: string,
  handlers: ChannelHandlers,
  log: ListenLog,
): ChannelListener {
  let client: pg.Client | undefined;
  let closed = false;
  let retryDelay = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch((error: unknown) => {
        log.warn({ err: error }, `LISTEN ${channel}: reconnect failed`);
        scheduleReconnect();
      });
    }, retryDelay);
    retryDelay = Math.min(retryDelay * 2, RECONNECT_MAX_MS);
  };

  const connect = async () => {
    // Already loaded: the pool came from it (client.ts opens PostgreSQL).
    const { default: pg } = await import('pg');
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => handlers.notification(message.payload ?? ''));
    const lost = () => {
      if (client !== next || closed) return;
      client = undefined;
      handlers.lost();
      scheduleReconnect();
    };
    next.on('error', (error) => {
      log.warn({ err: error }, `LISTEN ${channel}: connection lost`);
      lost();
    });
    next.on('end', lost);
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    retryDelay = RECONNECT_MIN_MS;
    handlers.connected();
  };

  return {
    start: connect,
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}

/** The PGlite under a Drizzle database, or undefined on PostgreSQL. */
export function pgliteOf(db: Db): PGlite | undefined {
  const client = (db as unknown as { $client?: { listen?: unknown } }).$client;
  return typeof client?.listen === 'function' ? (client as PGlite) : undefined;
}

/**
 * LISTENs on `channel` in PGlite. Its one connection never drops, and it hands notifications
 * over while the committing statement returns, so a listener has heard a change by the time
 * the code that made it goes on.
 */
export function listenOnPglite(
  pglite: PGlite,
  channel: string,
  handlers: Pick<ChannelHandlers, 'notification'>,
): ChannelListener {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    start: async () => {
      unlisten = await pglite.listen(channel, handlers.notification);
    },
    close: async () => {
      // A closed PGlite (tests close the database after the app) has nothing left to stop.
      if (!pglite.closed) await unlisten?.();
    },
  };
}
