import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Figure } from './lib/figure';
import { commandLine, descendants, peakRssMiB } from './lib/process-tree';
import { median } from './lib/stats';

interface StartRun {
  ms: number;
  peakMiB: number;
}

/** Runs `npm start` on `dataDir` until /api/health answers; returns the time and server's peak RSS. */
async function timeStart(dataDir: string, port: number): Promise<StartRun> {
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('npm start exited before answering');
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const ms = performance.now() - started;
    // `npm start` → sh → tsx → node server/main.ts: the server is the largest of the processes
    // naming server/main.ts (the shell and the tsx launcher name it too).
    const servers = descendants(child.pid!).filter((pid) =>
      commandLine(pid).includes('server/main.ts'),
    );
    return { ms, peakMiB: Math.max(0, ...servers.map(peakRssMiB)) };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** Start: `npm start` to the first healthy answer, fresh and existing data directory; peak memory. */
export async function measureStart(): Promise<Figure[]> {
  const fresh: StartRun[] = [];
  const existing: StartRun[] = [];
  for (let run = 0; run < 3; run++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'lotready-bench-start-'));
    try {
      fresh.push(await timeStart(dataDir, 3950 + run));
      existing.push(await timeStart(dataDir, 3960 + run));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return [
    {
      budget: 'Start, fresh data directory',
      value: median(fresh.map((r) => r.ms)),
      unit: 'ms',
      limit: 10_000,
      better: 'lower',
      note: "A fresh start checks the web build, compiles the server through tsx, loads PGlite (WASM), runs the migrations and seeds the demo dealership, hashing its three passwords with argon2id; under the shared machine's load every step ran several times slower than on an idle machine. Faster would mean precompiling the server (no tsx at start) and seeding demo passwords with precomputed hashes.",
    },
    {
      budget: 'Start, existing data directory',
      value: median(existing.map((r) => r.ms)),
      unit: 'ms',
      limit: 5_000,
      better: 'lower',
      note: "Most of it is fixed cost: npm and tsx start-up, compiling the server sources on the fly and loading PGlite's WASM. A precompiled server (tsc/esbuild to dist/server at build time) would remove the compile step.",
    },
    {
      budget: 'Server peak memory after start',
      value: Math.max(...fresh.map((r) => r.peakMiB), ...existing.map((r) => r.peakMiB)),
      unit: 'MiB',
      limit: 1024,
      better: 'lower',
    },
  ];
}
