import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../server/test/free-port';
import { ensureServerBuild, SERVER_COMMAND } from '../build-server.mjs';
import { MINUTE_MS } from '../../domain/time';

export interface RunningServer {
  port: number;
  baseUrl: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts `server/main.ts` as a real process on a fresh PGlite data directory. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  await ensureServerBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lotready-e2e-'));
  let log = '';
  const child: ChildProcess = spawn(process.execPath, SERVER_COMMAND, {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));

  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + MINUTE_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not answer within 60 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    port,
    baseUrl,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
