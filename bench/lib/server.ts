import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { call, expectJson } from './http';
import { freePort } from '../../server/test/free-port';
import { ensureServerBuild, SERVER_COMMAND } from '../../scripts/build-server.mjs';

export const DEMO_HOST = 'demo.app.localhost';
export const LOGIN_HOST = 'login.localhost';
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

export interface BenchServer {
  port: number;
  /** 'PGlite' or 'PostgreSQL'. */
  database: string;
  /** The PostgreSQL database the server runs on (null: PGlite, inside the server process). */
  databaseUrl: string | null;
  /** The server's DATA_DIR (its PGlite under `pglite/`). */
  dataDir: string;
  /** Stops the server; `keepData` leaves its data directory and database for a restart. */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

/** The PostgreSQL admin URL to create bench databases through, or null when none answers. */
export async function postgresAdminUrl(): Promise<string | null> {
  const url = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || LOCAL_POSTGRES;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Runs a measurement on PGlite and, when one answers, on PostgreSQL (the issues' budgets hold
 * on both databases), in that order; `target` is null for PGlite, else the admin URL.
 */
export async function onEachDatabase<T>(
  measure: (target: string | null) => Promise<T[]>,
): Promise<T[]> {
  const postgres = await postgresAdminUrl();
  const results: T[] = [];
  for (const target of postgres ? [null, postgres] : [null])
    results.push(...(await measure(target)));
  return results;
}

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let databases = 0;

/**
 * Starts server/main.ts as a real process (like scripts/lib/test-server.ts), on a fresh PGlite data
 * directory or, given a PostgreSQL admin URL, on a fresh database that `stop` drops again.
 * `restart`: on the data directory and database of a server stopped with `keepData`.
 */
export async function startBenchServer(
  postgres: string | null = null,
  restart?: BenchServer,
): Promise<BenchServer> {
  await ensureServerBuild();
  const port = await freePort();
  const dataDir = restart?.dataDir ?? mkdtempSync(join(tmpdir(), 'lotready-bench-'));
  const env: Record<string, string> = {
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
  };
  let databaseUrl: string | null = restart?.databaseUrl ?? null;
  let dbName = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : '';
  if (postgres && !databaseUrl) {
    dbName = `lotready_bench_${process.pid}_${databases++}`;
    await admin(postgres, `CREATE DATABASE ${dbName}`);
    const url = new URL(postgres);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  env.DATABASE_URL = databaseUrl ?? '';
  let log = '';
  const child: ChildProcess = spawn(process.execPath, SERVER_COMMAND, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The bench server exited early:\n${log}`);
    const ok = await call(port, 'localhost', 'GET', '/api/health')
      .then((a) => a.status === 200)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`The bench server did not answer:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    database: postgres ? 'PostgreSQL' : 'PGlite',
    databaseUrl,
    dataDir,
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (keepData) return;
      rmSync(dataDir, { recursive: true, force: true });
      if (postgres) await admin(postgres, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    },
  };
}

/**
 * Signs in through the real endpoints: universal login on the login host, then the token
 * exchange on the tenant host. Returns the session cookie ("name=value").
 */
export async function signIn(
  port: number,
  username = 'admin',
  password = 'demo-admin',
): Promise<string> {
  const login = expectJson<{ tempToken: string }>(
    await call(port, LOGIN_HOST, 'POST', '/api/auth/universal-login', { username, password }),
  );
  const consumed = await call(port, DEMO_HOST, 'POST', '/api/auth/consume-token', {
    token: login.tempToken,
  });
  expectJson(consumed);
  const setCookie = consumed.headers['set-cookie'];
  const cookies = (Array.isArray(setCookie) ? setCookie : [setCookie ?? ''])
    .map((c) => c.split(';')[0]!)
    .filter(Boolean);
  if (!cookies.length) throw new Error('consume-token set no cookie');
  return cookies.join('; ');
}

/** `count` import rows with stock numbers `${prefix}0…`, a mix of the three boards. */
export function vehicleRows(count: number, prefix: string) {
  const types = ['make-ready', 'service', 'inventory'] as const;
  return Array.from({ length: count }, (_, i) => ({
    stockNumber: `${prefix}${i}`,
    year: 2018 + (i % 8),
    make: ['Toyota', 'Honda', 'Ford', 'BMW'][i % 4],
    model: 'Bench',
    color: 'Gray',
    type: types[i % 3],
    salesperson: 'Bench',
    rowNumber: i + 2,
  }));
}

/** The demo dealership's id in a PostgreSQL bench database. */
export async function demoDealershipId(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      "select id from dealerships where slug = 'demo'",
    );
    return rows[0]!.id;
  } finally {
    await client.end();
  }
}

/** POST /api/vehicles/import; throws on any error row. */
export async function importRows(port: number, cookie: string, rows: unknown[]): Promise<void> {
  const result = expectJson<{ errors: string[] }>(
    await call(port, DEMO_HOST, 'POST', '/api/vehicles/import', { rows }, cookie),
  );
  if (result.errors.length)
    throw new Error(`import errors: ${result.errors.slice(0, 3).join('; ')}`);
}
