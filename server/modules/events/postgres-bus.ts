import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../../db/client';
import {
  EVENTS_CHANNEL,
  LocalFanOut,
  notifyEvents,
  type EventBus,
  type LiveEvent,
  type NotifyPayload,
} from './bus';

const RECONNECT_MIN_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

/**
 * The pg Pool under a Drizzle database, or undefined on PGlite. Drizzle keeps the driver's
 * client on `$client`; the shared `Db` type does not name it because it differs per driver.
 */
export function postgresPoolOf(db: Db): pg.Pool | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

function isLiveEvent(value: unknown): value is LiveEvent {
  if (typeof value !== 'object' || value === null) return false;
  const type = (value as { type?: unknown }).type;
  return type === 'vehicle' || type === 'activity' || type === 'config';
}

function parsePayload(text: string | undefined): NotifyPayload | null {
  try {
    const payload = JSON.parse(text ?? '') as Partial<NotifyPayload>;
    if (typeof payload.d !== 'string' || !Array.isArray(payload.e)) return null;
    const events = payload.e.filter(
      (entry): entry is NotifyPayload['e'][number] =>
        typeof entry?.i === 'string' && isLiveEvent(entry.e),
    );
    return { d: payload.d, e: events };
  } catch {
    return null;
  }
}

/**
 * The bus across app processes: every process holds one dedicated connection that LISTENs on
 * `lotready_events` (outside the pool, since LISTEN belongs to one session), and a change
 * NOTIFYs inside its own transaction, so listeners hear only committed changes — in commit
 * order, the same in every process, which keeps the replay rings (and event ids) in step.
 * A lost connection is re-established with backoff and streams are told to resync, since
 * notifications sent meanwhile are gone.
 */
export function createPostgresEventBus(db: Db, pool: pg.Pool, log: FastifyBaseLogger) {
  const fanOut = new LocalFanOut();
  let client: pg.Client | undefined;
  let closed = false;
  let retryDelay = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch((error: unknown) => {
        log.warn({ err: error }, 'live events: LISTEN reconnect failed');
        scheduleReconnect();
      });
    }, retryDelay);
    retryDelay = Math.min(retryDelay * 2, RECONNECT_MAX_MS);
  };

  const connect = async () => {
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => {
      const payload = parsePayload(message.payload);
      for (const entry of payload?.e ?? []) {
        fanOut.deliver({ eventId: entry.i, dealershipId: payload!.d, event: entry.e });
      }
    });
    const lost = () => {
      if (client !== next || closed) return;
      client = undefined;
      fanOut.gap();
      scheduleReconnect();
    };
    next.on('error', (error) => {
      log.warn({ err: error }, 'live events: LISTEN connection lost');
      lost();
    });
    next.on('end', lost);
    await next.connect();
    await next.query(`LISTEN ${EVENTS_CHANNEL}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    retryDelay = RECONNECT_MIN_MS;
  };

  const bus: EventBus & { start: () => Promise<void> } = {
    start: connect,
    stage: (tx, dealershipId, events) => notifyEvents(tx, dealershipId, events),
    committed: () => undefined,
    publish: (dealershipId, event) => notifyEvents(db, dealershipId, [event]),
    subscribe: (dealershipId, listener) => fanOut.subscribe(dealershipId, listener),
    replaySince: (dealershipId, lastEventId) => fanOut.replaySince(dealershipId, lastEventId),
    onGap: (listener) => fanOut.onGap(listener),
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
  return bus;
}
