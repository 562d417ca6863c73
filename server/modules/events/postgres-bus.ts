import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { liveEventSchema } from '@domain/api/event-endpoints';
import { listenOnPostgres } from '../../db/listen';
import type { EventBus } from '../../plugins/event-bus';
import { EVENTS_CHANNEL, LocalFanOut, notifyEvents, type NotifyPayload } from './bus';

function parsePayload(text: string | undefined): NotifyPayload | null {
  try {
    const payload = JSON.parse(text ?? '') as Partial<NotifyPayload>;
    if (typeof payload.d !== 'string' || !Array.isArray(payload.e)) return null;
    const events: NotifyPayload['e'] = [];
    for (const entry of payload.e) {
      const event = liveEventSchema.safeParse(entry);
      if (event.success) events.push(event.data);
    }
    const seq = Number.isSafeInteger(payload.s) ? payload.s : undefined;
    return { d: payload.d, e: events, s: seq };
  } catch {
    return null;
  }
}

/**
 * The bus across app processes: every process LISTENs on `lotready_events` (db/listen.ts), and
 * a change NOTIFYs inside its own transaction, so listeners hear only committed changes, in
 * commit order. When the connection drops, and again once it is back, the process is told of
 * the gap: vehicle feeds catch up from the log, streams refetch activity and config.
 */
export function createPostgresEventBus(pool: pg.Pool, log: FastifyBaseLogger) {
  const fanOut = new LocalFanOut();
  let lostSince = false;
  const listener = listenOnPostgres(
    pool,
    EVENTS_CHANNEL,
    {
      notification: (text) => {
        const payload = parsePayload(text);
        if (payload) fanOut.deliver(payload.d, payload.e, payload.s);
      },
      lost: () => {
        lostSince = true;
        fanOut.gap();
      },
      // Streams opened during the outage heard nothing of what it swallowed: catch up now.
      connected: () => {
        if (lostSince) fanOut.gap();
        lostSince = false;
      },
    },
    log,
  );

  const bus: EventBus & { start: () => Promise<void> } = {
    start: listener.start,
    atCommit: notifyEvents,
    committed: () => undefined,
    subscribe: (dealershipId, listener) => fanOut.subscribe(dealershipId, listener),
    onVehicleSeq: (listener) => fanOut.onVehicleSeq(listener),
    onGap: (listener) => fanOut.onGap(listener),
    close: listener.close,
  };
  return bus;
}
