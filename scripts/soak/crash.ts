/**
 * Crash safety: SIGKILL the server at a random moment while a 5,000-row import is running,
 * restart it on the same database, and check that
 *  - the database opens cleanly (the server starts and answers /api/health),
 *  - every import the server acknowledged (200) is present in full,
 *  - an unacknowledged import is all-or-nothing (one transaction), and
 *  - retrying an import (acknowledged or not) leaves exactly 5,000 vehicles: no duplicates.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, signInProcess, startServerProcess, type ServerProcess } from '../lib/server-process';

const ROWS = 5_000;

export interface CrashFigures {
  database: string;
  rounds: number;
  killedMidImport: number;
  acknowledgedBeforeKill: number;
  partialImports: number;
  duplicates: number;
  importMs: number;
  restartMs: number[];
}

function importRows(prefix: string) {
  return Array.from({ length: ROWS }, (_, index) => ({
    rowNumber: index + 2,
    stockNumber: `${prefix}-${index}`,
    year: 2020,
    make: 'Soak',
    model: 'Crash',
    color: 'Grey',
  }));
}

interface SignedIn {
  host: string;
  cookie: string;
}

function demoHost(server: ServerProcess): string {
  return `demo.app.localhost:${server.port}`;
}

async function signIn(server: ServerProcess): Promise<SignedIn> {
  const host = demoHost(server);
  return { host, cookie: await signInProcess(server, host, 'admin', 'demo-admin') };
}

/** The same session on a restarted process: sessions live in the database, so they survive a
 * SIGKILL, and one sign-in per run stays inside the sign-in volume caps (#17). */
function onProcess(server: ServerProcess, session: SignedIn): SignedIn {
  return { host: demoHost(server), cookie: session.cookie };
}

async function countWithPrefix(
  server: ServerProcess,
  prefix: string,
  as: SignedIn,
): Promise<number> {
  const response = await call(server, 'GET', `/api/vehicles?q=${encodeURIComponent(prefix)}-`, as);
  if (response.status !== 200) throw new Error(`GET /api/vehicles: ${response.status}`);
  return (JSON.parse(response.body) as { stockNumber: string }[]).filter((v) =>
    v.stockNumber.startsWith(`${prefix}-`),
  ).length;
}

async function runImport(server: ServerProcess, prefix: string, as: SignedIn) {
  return call(server, 'POST', '/api/vehicles/import', {
    ...as,
    body: { rows: importRows(prefix) },
  });
}

/** Runs `rounds` kill-and-restart rounds against one database (DATA_DIR or DATABASE_URL). */
export async function crashSoak(
  database: string,
  env: Record<string, string>,
  rounds: number,
): Promise<CrashFigures> {
  const figures: CrashFigures = {
    database,
    rounds,
    killedMidImport: 0,
    acknowledgedBeforeKill: 0,
    partialImports: 0,
    duplicates: 0,
    importMs: 0,
    restartMs: [],
  };
  const acknowledged: string[] = [];
  let server = await startServerProcess(env);
  const session = await signIn(server);
  // How long one import takes here, so kills land before, during and after it.
  const probe = await runImport(server, `P${Date.now()}`, session);
  if (probe.status !== 200) throw new Error(`Probe import failed: ${probe.status} ${probe.body}`);
  figures.importMs = Math.round(probe.ms);
  // The kill window follows the latest import's duration (a warm server imports faster).
  let windowMs = probe.ms;
  for (let round = 0; round < rounds; round++) {
    const prefix = `K${Date.now()}R${round}`;
    const pending = runImport(server, prefix, onProcess(server, session)).then(
      (response) => response.status,
      () => 0,
    );
    await new Promise((resolve) => setTimeout(resolve, Math.random() * windowMs * 1.2));
    server.child.kill('SIGKILL');
    const status = await pending;
    await server.exited;
    if (status === 200) {
      figures.acknowledgedBeforeKill += 1;
      acknowledged.push(prefix);
    } else figures.killedMidImport += 1;

    const started = performance.now();
    server = await startServerProcess(env);
    figures.restartMs.push(Math.round(performance.now() - started));
    for (const done of acknowledged) {
      const present = await countWithPrefix(server, done, onProcess(server, session));
      if (present !== ROWS) throw new Error(`Acknowledged import ${done} has ${present} rows`);
    }
    const present = await countWithPrefix(server, prefix, onProcess(server, session));
    if (present !== 0 && present !== ROWS) figures.partialImports += 1;
    // Retry: the stock numbers make an import idempotent (existing rows are updated).
    const retry = await runImport(server, prefix, onProcess(server, session));
    if (retry.status !== 200) throw new Error(`Retry failed: ${retry.status} ${retry.body}`);
    windowMs = retry.ms;
    const afterRetry = await countWithPrefix(server, prefix, onProcess(server, session));
    if (afterRetry !== ROWS) figures.duplicates += Math.abs(afterRetry - ROWS);
    acknowledged.push(prefix);
  }
  server.child.kill('SIGTERM');
  await server.exited;
  return figures;
}

/** The PGlite variant on a fresh DATA_DIR, removed afterwards. */
export async function crashSoakPglite(rounds: number): Promise<CrashFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lotready-soak-'));
  try {
    return await crashSoak('pglite', { DATA_DIR: dataDir }, rounds);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
