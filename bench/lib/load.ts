import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../../server/test/free-port';

export interface Load {
  requestsPerSecond: number;
  p99Ms: number;
}

/** autocannon at `connections` for `seconds` against 127.0.0.1:port with the given headers. */
export async function load(
  port: number,
  path: string,
  headers: Record<string, string>,
  seconds: number,
  connections = 50,
): Promise<Load> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections,
    duration: seconds,
    headers,
  });
  if (result.non2xx || result.errors) {
    throw new Error(`load on ${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

/**
 * Starts the bare Fastify reference serving `body` to every GET (and `patchBody`, if given, to
 * every PATCH); returns its port and a stop function.
 */
export async function startReference(body: string, patchBody?: string) {
  const dir = mkdtempSync(join(tmpdir(), 'lotready-bench-ref-'));
  const file = join(dir, 'body.json');
  writeFileSync(file, body);
  const patchFile = join(dir, 'patch.json');
  if (patchBody !== undefined) writeFileSync(patchFile, patchBody);
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'bench/lib/reference-server.ts',
      file,
      String(port),
      ...(patchBody !== undefined ? [patchFile] : []),
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', () => reject(new Error('the reference server exited')));
  });
  return {
    port,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
