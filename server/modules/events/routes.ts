import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { eventApi, type liveEventsQuerySchema } from '@domain/api/event-endpoints';
import { withTenantTransaction } from '../../db/transactions';
import { registerEndpoint } from '../../plugins/endpoints';
import { authOf, type AuthContext } from '../../plugins/session';
import { changeScopes } from '../../plugins/read-caches';
import { findSession } from '../../plugins/session-store';
import { createMemoryEventBus, type EventBus } from './bus';
import { postgresPoolOf } from '../../db/listen';
import { createPostgresEventBus } from './postgres-bus';
import { SseStream } from './sse-stream';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live events of committed changes, per dealership (GET /api/events streams them). */
    events: EventBus;
  }
}

/** A comment line this often keeps idle connections open through proxies. */
export const HEARTBEAT_MS = 15_000;

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

function lastEventIdOf(request: FastifyRequest, query: z.infer<typeof liveEventsQuerySchema>) {
  const header = request.headers['last-event-id'];
  const value = (typeof header === 'string' ? header : undefined) ?? query.lastEventId;
  return value && value.length <= 100 ? value : undefined;
}

/**
 * Decorates `app.events` and serves GET /api/events: server-sent events of the signed-in
 * user's own dealership only, with ids, replay from Last-Event-ID (else a 'resync' event),
 * heartbeats that also re-check the session, and a clean close when the server shuts down.
 */
export function registerLiveEvents(app: FastifyInstance, options: LiveEventsOptions = {}): void {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const pool = postgresPoolOf(app.db);
  const postgresBus = !options.bus && pool ? createPostgresEventBus(app.db, pool, app.log) : null;
  const bus = options.bus ?? postgresBus ?? createMemoryEventBus();
  app.decorate('events', bus);
  if (postgresBus) app.addHook('onReady', () => postgresBus.start());

  const streams = new Set<SseStream>();
  bus.onGap(() => streams.forEach((stream) => stream.resync()));
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
    stream.open();
    if (app.draining.active) {
      stream.reconnectSoon();
      return;
    }

    const lastEventId = lastEventIdOf(request, request.query);
    if (lastEventId) {
      const missed = bus.replaySince(dealershipId, lastEventId);
      if (missed === null) stream.resync();
      else missed.forEach((delivered) => stream.send(delivered));
    }
    const unsubscribe = bus.subscribe(dealershipId, (delivered) => stream.send(delivered));

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
      unsubscribe();
      streams.delete(stream);
    });
  });
}
