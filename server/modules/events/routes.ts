import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { eventApi, type liveEventsQuerySchema } from '@domain/api/event-endpoints';
import { withTenantTransaction } from '../../db/transactions';
import { registerEndpoint } from '../../plugins/endpoints';
import { authOf, type AuthContext } from '../../plugins/session';
import { changeScopes } from '../../plugins/read-caches';
import { findSession } from '../../plugins/session-store';
import type { EventBus } from '../../plugins/event-bus';
import { createMemoryEventBus } from './bus';
import { postgresPoolOf } from '../../db/listen';
import { createPostgresEventBus } from './postgres-bus';
import { SseStream } from './sse-stream';
import { VehicleFeed } from './vehicle-feed';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's view of the vehicle change logs, for the streams it serves. */
    vehicleFeed: VehicleFeed;
  }
}

/** A comment line this often keeps idle connections open through proxies. */
export const HEARTBEAT_MS = 15_000;
/**
 * Open streams one session may hold on one process (issue #17 item 9): a person's tabs, a wall
 * board or two. Each holds a connection and a feed listener, so a script replaying one cookie
 * could otherwise hold any number; past the cap the oldest is closed.
 */
export const MAX_STREAMS_PER_SESSION = 10;

export interface LiveEventsOptions {
  heartbeatMs?: number;
  /** Replaces the transport (the default follows the database: LISTEN/NOTIFY or in-process). */
  bus?: EventBus;
}

/**
 * Whether the stream's session still stands: signing out, a disabled account, an expired or an
 * idle session ends the stream, as it would end the next request.
 */
async function sessionStillValid(app: FastifyInstance, auth: AuthContext): Promise<boolean> {
  const dealershipId = auth.tenant.id;
  const session = await withTenantTransaction(app.db, dealershipId, (tx) =>
    findSession(tx, dealershipId, auth.sessionIdHash),
  );
  const now = app.clock();
  return (
    session !== null &&
    !session.user.disabled &&
    now < session.expiresAt &&
    now - session.lastSeenAt < app.config.sessionIdleTimeoutMs
  );
}

/**
 * The vehicle sequence number the client last applied (Last-Event-ID, else the query): a
 * number, `undefined` for none, or null for an id that is no number of ours (resync).
 */
function lastSeqOf(request: FastifyRequest, query: z.infer<typeof liveEventsQuerySchema>) {
  const header = request.headers['last-event-id'];
  const value = (typeof header === 'string' ? header : undefined) ?? query.lastEventId;
  if (!value) return undefined;
  return /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/**
 * Decorates `app.events` and serves GET /api/events: server-sent events of the signed-in
 * user's own dealership only (and of events addressed to one user, that user's only), with ids, replay from Last-Event-ID (else a 'resync' event),
 * heartbeats that also re-check the session, and a clean close when the server shuts down.
 */
export function registerLiveEvents(app: FastifyInstance, options: LiveEventsOptions = {}): void {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const pool = postgresPoolOf(app.db);
  const postgresBus = !options.bus && pool ? createPostgresEventBus(pool, app.log) : null;
  const bus = options.bus ?? postgresBus ?? createMemoryEventBus();
  const feed = new VehicleFeed(app.db, app.log);
  app.decorate('events', bus);
  app.decorate('vehicleFeed', feed);
  if (postgresBus) app.addHook('onReady', () => postgresBus.start());

  const streams = new Set<SseStream>();
  /** Each session's open streams, oldest first. */
  const sessionStreams = new Map<string, SseStream[]>();
  const holdForSession = (sessionIdHash: string, stream: SseStream) => {
    const held = sessionStreams.get(sessionIdHash) ?? [];
    held.push(stream);
    sessionStreams.set(sessionIdHash, held);
    stream.onClose(() => {
      const left = (sessionStreams.get(sessionIdHash) ?? []).filter((open) => open !== stream);
      if (left.length > 0) sessionStreams.set(sessionIdHash, left);
      else sessionStreams.delete(sessionIdHash);
    });
    for (const oldest of held.slice(0, Math.max(0, held.length - MAX_STREAMS_PER_SESSION)))
      oldest.supersede();
  };
  bus.onVehicleSeq((dealershipId, seq) => feed.announced(dealershipId, seq));
  // Announcements may have been lost: vehicles catch up from the log, and every stream is told
  // that activity and config may have changed.
  bus.onGap(() => {
    feed.catchUpAll();
    for (const stream of streams) {
      stream.send({ type: 'activity' });
      stream.send({ type: 'config' });
      stream.send({ type: 'alerts' });
      stream.send({ type: 'on-it' });
    }
  });
  // preClose: the HTTP server waits for open connections before onClose hooks run, so the
  // streams must end first or shutdown would wait for every browser to go away.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });
  // A stopping process sends its streams elsewhere (through the load balancer) before it stops.
  app.draining.onStart(() => streams.forEach((stream) => stream.reconnectSoon()));
  app.addHook('onClose', () => bus.close());

  registerEndpoint(app, eventApi.stream, async (request, reply) => {
    const auth = authOf(request);
    const dealershipId = auth.tenant.id;
    reply.hijack();
    const stream = new SseStream(reply.raw);
    streams.add(stream);
    stream.onClose(() => streams.delete(stream));
    stream.open();
    holdForSession(auth.sessionIdHash, stream);
    if (app.draining.active) {
      stream.reconnectSoon();
      return;
    }

    const lastSeq = lastSeqOf(request, request.query);
    // An event for one user (their alerts) reaches that user's streams only, and goes out
    // without its addressee: the bus carries the dealership's events, the stream is a person's.
    const ownUserId = auth.user.id;
    stream.onClose(
      bus.subscribe(dealershipId, ({ userId, ...event }) => {
        if (userId === undefined || userId === ownUserId) stream.send(event);
      }),
    );
    const following = await feed
      .open(dealershipId, lastSeq ?? undefined, (messages) => stream.sendFeed(messages))
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'live events: could not follow vehicle changes');
        stream.end();
        return null;
      });
    if (!following) return;
    stream.onClose(following.stop);
    // A stream from now on starts at the current number, so even the browser's own reconnect
    // (Last-Event-ID) resumes exactly; an id of no number of ours resyncs from there.
    if (lastSeq === null) stream.resync(following.seq);
    else if (lastSeq === undefined) stream.startAt(following.seq);

    // One check at a time; a change heard during a check asks for one more after it, since
    // the running check may have read the rows from before that change.
    let checking = false;
    let checkAgain = false;
    const checkSession = () => {
      if (checking) {
        checkAgain = true;
        return;
      }
      checking = true;
      checkAgain = false;
      sessionStillValid(app, auth)
        .then((valid) => {
          if (!valid) stream.end();
        })
        .catch((error: unknown) =>
          request.log.warn({ err: error }, 'live events: session check failed'),
        )
        .finally(() => {
          checking = false;
          if (checkAgain && !stream.isClosed) checkSession();
        });
    };
    const timer = setInterval(() => {
      stream.heartbeat();
      checkSession();
    }, heartbeatMs);
    timer.unref();
    // A change to the user's row or sessions (disabled, deleted, signed out: the triggers of
    // migration 0003) ends the stream at once, not at the next heartbeat.
    const stopWatching = app.caches.changes.onChange(changeScopes.user(auth.user.id), checkSession);

    stream.onClose(() => {
      clearInterval(timer);
      stopWatching();
    });
  });
}
