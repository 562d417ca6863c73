import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Figure } from './lib/figure';
import { descendants, sampleTreePeak, treeRssMiB } from './lib/process-tree';
import { median } from './lib/stats';

/** How long the server sits idle after its first healthy answer before its memory is read. */
const IDLE_AFTER_MS = 5000;

interface StartRun {
  ms: number;
  /** The whole tree (npm, its shell, the server) at its highest while starting and settling. */
  peakMiB: number;
  /** The whole tree, idle, IDLE_AFTER_MS after the first healthy answer. */
  idleMiB: number;
}

/**
 * Stops `npm start`'s process group and waits until every process of it has gone: npm exits at
 * once, the server only after its shutdown drain, and it holds the data directory's lock until
 * then (the next run on that directory would find it taken).
 */
async function stopTree(root: number): Promise<void> {
  const tree = [root, ...descendants(root)];
  try {
    process.kill(-root, 'SIGTERM');
  } catch {
    // the group has already gone
  }
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  while (tree.some(alive)) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Runs `npm start` on `dataDir` until /api/health answers, then idles; returns time and memory. */
async function timeStart(dataDir: string, port: number): Promise<StartRun> {
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const stopSampling = sampleTreePeak(child.pid!);
  try {
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(`npm start exited (${child.exitCode}) before answering:\n${stderr}`);
      }
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const ms = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, IDLE_AFTER_MS));
    const idleMiB = treeRssMiB(child.pid!);
    return { ms, peakMiB: stopSampling(), idleMiB };
  } finally {
    stopSampling();
    await stopTree(child.pid!);
  }
}

/**
 * Start (issue #19): `npm start` to the first healthy answer on a fresh and on an existing data
 * directory; the resident memory of the whole process tree at its peak and when idle.
 */
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
      note: 'A fresh start creates the PGlite cluster (initdb), runs the migrations and seeds the demo dealership, hashing its three passwords with argon2id.',
    },
    {
      budget: 'Start, existing data directory',
      value: median(existing.map((r) => r.ms)),
      unit: 'ms',
      limit: 2_000,
      better: 'lower',
      note: "npm's own start-up, the build check, loading PGlite's WebAssembly and opening the data directory, on a shared machine.",
    },
    {
      budget: 'Peak memory while starting, fresh data directory (whole process tree)',
      value: Math.max(...fresh.map((r) => r.peakMiB)),
      unit: 'MiB',
      limit: 512,
      better: 'lower',
    },
    {
      budget: 'Peak memory while starting, existing data directory (whole process tree)',
      value: Math.max(...existing.map((r) => r.peakMiB)),
      unit: 'MiB',
      limit: 512,
      better: 'lower',
    },
    {
      budget: 'Idle memory after start, fresh data directory (whole tree: npm, shell, server)',
      value: median(fresh.map((r) => r.idleMiB)),
      unit: 'MiB',
      limit: 300,
      better: 'lower',
      note: "The demo seeded: the fresh directory is unpacked from the build's template by Node.js, not PGlite (decision 0103).",
    },
    {
      budget: 'Idle memory after start, existing data directory (whole tree: npm, shell, server)',
      value: median(existing.map((r) => r.idleMiB)),
      unit: 'MiB',
      limit: 300,
      better: 'lower',
    },
  ];
}
