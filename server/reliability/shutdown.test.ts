import { Agent } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createScratchDatabase,
  dropScratchDatabase,
  testDatabaseKinds,
  testDatabaseUrl,
} from '../test/database';
import {
  call,
  openEventStream,
  sendRequest,
  signInProcess,
  startServerProcess,
  type ServerProcess,
} from '../../scripts/lib/server-process';
import { REFUSED_MESSAGE } from '../plugins/draining';
import { vehicleInput } from '../test/staff';

/**
 * SIGTERM on a real server process (docs/reliability.md, rolling restarts), on each database:
 * with keep-alive connections idle and busy, slow sign-ins and list reads in flight, and a
 * live-event stream open, the process drains (health 503, new work still served), answers every
 * request it had received, tells the stream when to come back and ends it cleanly, closes the
 * idle connections, and exits 0 — which it does only if nothing was still open at its 4.5 s
 * deadline. On PGlite the next start on the same DATA_DIR opens without any repair.
 */
describe.each(testDatabaseKinds())('graceful shutdown [%s process]', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lotready-shutdown-'));
  const started: ServerProcess[] = [];
  let scratch: string | undefined;
  afterAll(async () => {
    for (const server of started) {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (scratch) await dropScratchDatabase(scratch);
  });

  async function environment(drainMs = 1000): Promise<Record<string, string>> {
    const drain = { SHUTDOWN_DRAIN_MS: String(drainMs) };
    if (kind === 'pglite') return { DATA_DIR: dataDir, ...drain };
    scratch ??= await createScratchDatabase();
    return { DATABASE_URL: testDatabaseUrl(scratch), ...drain };
  }

  it('drains, answers everything in flight, ends streams cleanly and exits in time', async () => {
    const env = await environment();
    const first = await startServerProcess(env);
    started.push(first);
    const host = `demo.app.localhost:${first.port}`;
    const cookie = await signInProcess(first, host, 'admin', 'demo-admin');
    const stream = await openEventStream(first, host, cookie);

    // Keep-alive connections, opened first so that the requests below reuse them.
    const agent = new Agent({ keepAlive: true, maxSockets: 30 });
    const idle = new Agent({ keepAlive: true, maxSockets: 5 });
    const warm = (through: Agent) => call(first, 'GET', '/api/vehicles', { host, cookie }, through);
    await Promise.all(Array.from({ length: 30 }, () => warm(agent)));
    await Promise.all(Array.from({ length: 5 }, () => warm(idle)));
    const idleSockets = Object.values(idle.freeSockets).flat();
    expect(idleSockets.length).toBeGreaterThan(0);
    const idleClosed = idleSockets.map(
      (socket) => new Promise((resolve) => socket!.once('close', resolve)),
    );

    // Sign-ins are slow on purpose (argon2): still running when SIGTERM arrives.
    const inFlight = [
      ...Array.from({ length: 10 }, (_, n) =>
        call(
          first,
          'POST',
          '/api/auth/login',
          {
            host,
            body: {
              username: ['admin', 'manager', 'user'][n % 3],
              password: `demo-${['admin', 'manager', 'user'][n % 3]}`,
            },
          },
          agent,
        ),
      ),
      ...Array.from({ length: 20 }, () => warm(agent)),
    ];
    // An answer on another connection means the server has read the earlier requests too
    // (it handles readable sockets in arrival order), so they are in flight, not idle.
    expect((await call(first, 'GET', '/api/health', { host })).status).toBe(200);
    first.child.kill('SIGTERM');

    const answers = await Promise.all(inFlight);
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    // Draining: unhealthy to the load balancer, yet new work is still served in full.
    const health = await call(first, 'GET', '/api/health', { host });
    expect([health.status, health.headers.connection]).toEqual([503, 'close']);
    const during = await call(first, 'GET', '/api/vehicles', { host, cookie });
    expect([during.status, during.headers.connection]).toEqual([200, 'close']);

    expect(await stream.ended).toBe('end');
    expect(stream.text()).toMatch(/retry: \d+\n\n$/);
    await Promise.all(idleClosed);
    expect(await first.exited).toBe(0);
    expect(first.output()).not.toMatch(/Shutdown failed|Error|closed/);
    agent.destroy();
    idle.destroy();
  }, 180_000);

  // Issue #28: on PGlite a run of writes kept the event loop from accepting connections for
  // longer than the drain, and the close then reset every request still waiting in the listen
  // backlog or accepted but unread (a quarter of 400, some runs). With no drain at all, every
  // request that had left the client before the signal is answered: in full if it was read
  // before the drain ended, else with a quick 503 that says why.
  it('answers every request sent before SIGTERM, however many wait to be accepted', async () => {
    const server = await startServerProcess(await environment(0));
    started.push(server);
    const host = `demo.app.localhost:${server.port}`;
    const cookie = await signInProcess(server, host, 'admin', 'demo-admin');
    const requests = Array.from({ length: 400 }, (_, n) =>
      n % 2 === 0
        ? sendRequest(server, 'POST', '/api/vehicles', { host, cookie, body: vehicleInput() })
        : sendRequest(server, 'GET', '/api/vehicles', { host, cookie }),
    );
    const outcomes = requests.map(({ answer }) =>
      answer.then(
        ({ status, body }) => (status === 503 ? `503 ${body}` : String(status)),
        (error: NodeJS.ErrnoException) => error.code ?? String(error),
      ),
    );
    await Promise.all(requests.map(({ written }) => written));
    server.child.kill('SIGTERM');

    const refused = `503 ${JSON.stringify({ error: 'Service Unavailable', message: REFUSED_MESSAGE })}`;
    const answers = new Set(['200', '201', refused]);
    expect((await Promise.all(outcomes)).filter((outcome) => !answers.has(outcome))).toEqual([]);
    expect(await server.exited).toBe(0);
  }, 180_000);

  if (kind !== 'pglite') return;
  it('restarts on the same data directory without repair', async () => {
    const second = await startServerProcess(await environment());
    started.push(second);
    const host = `demo.app.localhost:${second.port}`;
    await signInProcess(second, host, 'manager', 'demo-manager');
    expect(second.output()).not.toMatch(/locked|recover|repair|Error/i);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 180_000);
});
