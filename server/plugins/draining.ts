import type { FastifyInstance } from 'fastify';
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
}

export const DRAINING_MESSAGE = 'This server is shutting down';

/**
 * The first step of a rolling restart. While draining the process still serves every request
 * in full, but its health check fails (so a load balancer stops sending it new work) and each
 * answer carries `Connection: close` (so keep-alive clients reconnect, through the balancer, to
 * another process) — nothing is refused, nothing is reset.
 */
export function registerDraining(app: FastifyInstance): void {
  let active = false;
  const listeners: (() => void)[] = [];
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
  });
  app.addHook('onRequest', async (request, reply) => {
    if (active && request.url === healthApi.check.path) {
      return reply.code(503).send({ error: 'Service Unavailable', message: DRAINING_MESSAGE });
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    if (active) reply.header('connection', 'close');
  });
}
