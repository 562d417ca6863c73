import pg from 'pg';
import { call, expectJson } from './http';
import { signInProcess, startFreshServer } from '../../scripts/lib/server-process';

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

/**
 * The server of a bench (the test tools' one launcher, scripts/lib/server-process.ts): a fresh
 * PGlite data directory or, given a PostgreSQL admin URL, a fresh database, in development mode
 * as `npm start` runs it. `restart`: on the data directory and database of a server stopped
 * with `keepData`.
 */
export async function startBenchServer(
  postgres: string | null = null,
  restart?: BenchServer,
): Promise<BenchServer> {
  const server = await startFreshServer({
    postgres,
    env: { NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    ...(restart ? { reuse: { dataDir: restart.dataDir, databaseUrl: restart.databaseUrl } } : {}),
  });
  return {
    port: server.port,
    database: server.database,
    databaseUrl: server.databaseUrl,
    dataDir: server.dataDir,
    stop: server.stop,
  };
}

/** Signs a demo user in on the demo dealership's host (the tools' one sign-in helper). */
export function signIn(port: number, username = 'admin', password = 'demo-admin'): Promise<string> {
  return signInProcess({ port }, `${DEMO_HOST}:${port}`, username, password);
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
