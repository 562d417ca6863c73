import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';

export interface ShutdownTimings {
  /** How long the process keeps serving, unhealthy, before it stops accepting (SHUTDOWN_DRAIN_MS). */
  drainMs: number;
  /** From the signal, when whatever is still open is answered or cut and the process exits (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** One turn of the event loop: setImmediate runs right after the loop has polled its sockets. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Stops the process without dropping work (docs/reliability.md, rolling restarts):
 * 1. drain: health fails, answers close their connections, streams are told to reconnect;
 * 2. after `drainMs` answer what arrives with a quick 503 until nothing more is waiting, then
 *    stop accepting, close idle connections and finish the requests in flight;
 * 3. close the database (PGlite flushes; the data-directory lock goes).
 * At `timeoutMs` a request still unanswered gets a 503 saying so and whatever is still open is
 * cut, so an orchestrator's kill never comes first.
 * Resolves with the exit code: 0, or 1 if the deadline was reached.
 */
export async function shutDown(
  app: FastifyInstance,
  database: Database,
  timings: ShutdownTimings,
): Promise<number> {
  const deadlineAt = Date.now() + timings.timeoutMs;
  app.draining.start();
  await delay(timings.drainMs);
  app.draining.refuseNew();
  let late = false;
  const deadline = setTimeout(
    () => {
      late = true;
      const refused = app.draining.refuseUnanswered();
      app.log.warn(
        `Shutdown: ${refused} unfinished requests answered 503 at the deadline; open connections closed`,
      );
      // The 503s are written; the next turn cuts what is left (a download still streaming).
      setImmediate(() => app.server.closeAllConnections());
    },
    Math.max(0, deadlineAt - Date.now()),
  );
  try {
    await takeInArrivals(app.server, deadlineAt);
    await app.close();
    await database.close();
  } finally {
    clearTimeout(deadline);
  }
  return late ? 1 : 0;
}

/**
 * Lets the event loop accept and read (and so answer) what has already reached the port before
 * the listener closes. A connection still in the listen backlog is reset by the kernel when the
 * listener closes, and one accepted but not yet read counts as idle to Node's close, which
 * destroys it with its request unread. On PGlite a long run of queries keeps the loop from
 * polling (its work is synchronous WebAssembly chained through promises), so both can hold
 * requests sent well before the signal (issue #28). Returns after a turn of the loop that
 * brought no new connection or request.
 */
async function takeInArrivals(server: Server, until: number): Promise<void> {
  let arrivals = 0;
  const arrived = () => void (arrivals += 1);
  server.on('connection', arrived);
  server.on('request', arrived);
  try {
    // Node.js accepts one waiting connection per turn and reads it in the next; the 503s of
    // refuseNew keep each turn short.
    for (let seen = -1; seen !== arrivals && Date.now() < until;) {
      seen = arrivals;
      await nextTurn();
    }
  } finally {
    server.off('connection', arrived);
    server.off('request', arrived);
  }
}
