import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { liveEventSchema } from '@domain/api/event-endpoints';
import type { Db } from '../../db/client';
import { listenOnPostgres } from '../../db/listen';
import {
  EVENTS_CHANNEL,
  LocalFanOut,
  notifyEvents,
  type EventBus,
  type NotifyPayload,
} from './bus';

function parsePayload(text: string | undefined): NotifyPayload | null {
  try {
    const payload = JSON.parse(text ?? '') as Partial<NotifyPayload>;
    if (typeof payload.d !== 'string' || !Array.isArray(payload.e)) return null;
    const events: NotifyPayload['e'] = [];
    for (const entry of payload.e) {
      const event = liveEventSchema.safeParse(entry?.e);
      if (typeof entry?.i === 'string' && event.success) events.push({ i: entry.i, e: event.data });
    }
    return { d: payload.d, e: events };
  } catch {
    return null;
  }
}

/**
 * The bus across app processes: every process LISTENs on `lotready_events` (db/listen.ts), and
 * a change NOTIFYs inside its own transaction, so listeners hear only committed changes — in
 * commit order, the same in every process, which keeps the replay rings (and event ids) in
 * step. When the connection drops, and again once it is back, streams are told to resync,
 * since notifications sent meanwhile are gone.
 */
export function createPostgresEventBus(db: Db, pool: pg.Pool, log: FastifyBaseLogger) {
  const fanOut = new LocalFanOut();
  let lostSince = false;
  const listener = listenOnPostgres(
    pool,
    EVENTS_CHANNEL,
    {
      notification: (text) => {
        const payload = parsePayload(text);
        for (const entry of payload?.e ?? []) {
          fanOut.deliver({ eventId: entry.i, dealershipId: payload!.d, event: entry.e });
        }
      },
      lost: () => {
        lostSince = true;
        fanOut.gap();
      },
      // Streams opened during the outage heard nothing of what it swallowed: all resync now.
      connected: () => {
        if (lostSince) fanOut.gap();
        lostSince = false;
      },
    },
    log,
  );

  const bus: EventBus & { start: () => Promise<void> } = {
    start: listener.start,
    stage: (tx, dealershipId, events) => notifyEvents(tx, dealershipId, events),
    committed: () => undefined,
    publish: (dealershipId, event) => notifyEvents(db, dealershipId, [event]),
    subscribe: (dealershipId, listener) => fanOut.subscribe(dealershipId, listener),
    replaySince: (dealershipId, lastEventId) => fanOut.replaySince(dealershipId, lastEventId),
    onGap: (listener) => fanOut.onGap(listener),
    close: listener.close,
  };
  return bus;
}
