import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';

export interface ShutdownTimings {
  /** How long the process keeps serving, unhealthy, before it stops accepting (SHUTDOWN_DRAIN_MS). */
  drainMs: number;
  /** From the signal, when connections still open are cut and the process exits (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops the process without dropping work (docs/reliability.md, rolling restarts):
 * 1. drain: health fails, answers close their connections, streams are told to reconnect;
 * 2. after `drainMs` stop accepting, close idle connections and finish in-flight requests;
 * 3. close the database (PGlite flushes; the data-directory lock goes).
 * Whatever is still open at `timeoutMs` is cut, so an orchestrator's kill never comes first.
 * Resolves with the exit code: 0, or 1 if connections had to be cut.
 */
export async function shutDown(
  app: FastifyInstance,
  database: Database,
  timings: ShutdownTimings,
): Promise<number> {
  const signalledAt = Date.now();
  app.draining.start();
  await delay(timings.drainMs);
  let cut = false;
  const deadline = setTimeout(
    () => {
      cut = true;
      app.log.warn('Shutdown: connections still open at the deadline were closed');
      app.server.closeAllConnections();
    },
    Math.max(0, timings.timeoutMs - (Date.now() - signalledAt)),
  );
  try {
    await app.close();
    await database.close();
  } finally {
    clearTimeout(deadline);
  }
  return cut ? 1 : 0;
}
