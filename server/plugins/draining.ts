import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ErrorBody } from '@domain/api/common';
import { healthApi } from '@domain/api/health-endpoints';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the process begins to stop (server/shutdown.ts). */
    draining: Draining;
  }
}

export interface Draining {
  readonly active: boolean;
  /** From now on: health answers 503, every answer closes its connection, streams move on. */
  start: () => void;
  /** Runs `listener` when draining starts (open live-event streams are told to reconnect). */
  onStart: (listener: () => void) => void;
  /** After the drain: a request read from now on is answered 503 at once, without its work. */
  refuseNew: () => void;
  /**
   * At the shutdown deadline: answers every request still being worked on with a 503 that says
   * so, instead of letting the cut reset its connection. Returns how many it answered.
   */
  refuseUnanswered: () => number;
}

export const DRAINING_MESSAGE = 'This server is shutting down';
export const REFUSED_MESSAGE = 'This server is shutting down; please try again';
export const UNFINISHED_MESSAGE =
  'This server is shutting down and could not finish this request in time; please try again';
/** A refused client may come back at once: through the balancer it reaches another process. */
const RETRY_AFTER_SECONDS = 1;

const unavailable = (message: string): ErrorBody => ({ error: 'Service Unavailable', message });

/**
 * The first step of a rolling restart. While draining the process still serves every request
 * in full, but its health check fails (so a load balancer stops sending it new work) and each
 * answer carries `Connection: close` (so keep-alive clients reconnect, through the balancer, to
 * another process) — nothing is refused, nothing is reset. After the drain a request that
 * arrives still gets an answer, a quick 503, and one unanswered at the deadline gets a 503 too.
 */
export function registerDraining(app: FastifyInstance): void {
  let active = false;
  let refusing = false;
  const listeners: (() => void)[] = [];
  // Requests being worked on: from onRequest until their answer is finished or abandoned.
  const unanswered = new Set<FastifyReply>();
  app.decorate('draining', {
    get active() {
      return active;
    },
    start: () => {
      if (active) return;
      active = true;
      for (const listener of listeners) listener();
    },
    onStart: (listener: () => void) => void listeners.push(listener),
    refuseNew: () => {
      refusing = true;
    },
    refuseUnanswered: () => {
      let refused = 0;
      for (const reply of unanswered) {
        if (reply.sent || reply.raw.headersSent) continue;
        refused += 1;
        // The handler may still answer later; Fastify then only logs that it came too late.
        void reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send(unavailable(UNFINISHED_MESSAGE));
      }
      unanswered.clear();
      return refused;
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (refusing) {
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(unavailable(REFUSED_MESSAGE));
    }
    if (active && request.url === healthApi.check.path) {
      return reply.code(503).send(unavailable(DRAINING_MESSAGE));
    }
    unanswered.add(reply);
    reply.raw.once('close', () => unanswered.delete(reply));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (active) reply.header('connection', 'close');
  });
}
