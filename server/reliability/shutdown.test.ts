import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  call,
  openEventStream,
  signInProcess,
  startServerProcess,
  type ServerProcess,
} from './server-process';

/**
 * SIGTERM on a real server process with a live-event stream open and sign-ins in flight: the
 * in-flight requests are answered, the stream is ended cleanly (not reset), the process exits
 * 0 within 10 s, and the next start on the same PGlite DATA_DIR opens without any repair (the
 * data-directory lock was released and the demo accounts are still there).
 */
describe('graceful shutdown [pglite process]', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lotready-shutdown-'));
  const started: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of started) {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes in-flight work, closes event streams and restarts cleanly', async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir });
    started.push(first);
    const host = `demo.app.localhost:${first.port}`;
    const cookie = await signInProcess(first, host, 'admin', 'demo-admin');
    const stream = await openEventStream(first, host, cookie);

    // Sign-ins are slow on purpose (argon2): they are still running when SIGTERM arrives.
    const inFlight = ['admin', 'manager', 'user'].map((who) =>
      call(first, 'POST', '/api/auth/login', {
        host,
        body: { username: who, password: `demo-${who}` },
      }),
    );
    // An answer on another connection means the server has read the earlier requests too
    // (it handles readable sockets in arrival order), so they are in flight, not idle.
    expect((await call(first, 'GET', '/api/health', { host })).status).toBe(200);
    const signalledAt = Date.now();
    first.child.kill('SIGTERM');

    const answers = await Promise.all(inFlight);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await stream.ended).toBe('end');
    expect(await first.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(first.output()).not.toMatch(/Shutdown failed|Error/);

    const second = await startServerProcess({ DATA_DIR: dataDir });
    started.push(second);
    const secondHost = `demo.app.localhost:${second.port}`;
    const health = await call(second, 'GET', '/api/health', { host: secondHost });
    expect(health.status).toBe(200);
    await signInProcess(second, secondHost, 'manager', 'demo-manager');
    expect(second.output()).not.toMatch(/locked|recover|repair|Error/i);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 180_000);
});
