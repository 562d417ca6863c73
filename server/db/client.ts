import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { acquireDataDirLock } from './lock';
import { unpackPgliteTemplate } from './pglite-template';
import { takeTurns } from './pglite-turns';
import { runTenantTransactionsWith } from './transactions';
import * as schema from './schema';
import type { Pool } from 'pg';
import type { Db, Executor } from './types';

// Where the rest of the server has always found them; types.ts holds them so this file's own
// imports (transactions.ts) can name them without importing it back.
export type { Db, Executor, Tx } from './types';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies drizzle-kit migrations from a folder with the driver's own migrator. */
  applyMigrations: (migrationsFolder: string) => Promise<void>;
  close: () => Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent, embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite's directory (locked for this process); when absent, an in-memory database. */
  dataDir?: string | undefined;
}

/** Opens PostgreSQL when a URL is given, otherwise PGlite (on disk with a lock, or in memory). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

/**
 * The PostgreSQL driver (pg and Drizzle's adapter for it) is loaded only here: a server on
 * PGlite never needs it, and loading it took about a tenth of a second of every start
 * (docs/decisions/0066-lazy-start.md; server/reliability/lazy-start.test.ts checks it stays out).
 */
async function openPostgres(connectionString: string): Promise<Database> {
  const [
    { default: pg },
    { drizzle: drizzlePostgres },
    { migrate: migratePostgres },
    { postgresTenantTransactions },
  ] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
    import('./postgres-transaction'),
  ]);
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client's error (the server restarted) must not crash the process.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  await pool.query('select 1');
  const db = drizzlePostgres({ client: pool, schema });
  runTenantTransactionsWith(db, postgresTenantTransactions(db, pool));
  return {
    db,
    kind: 'postgres',
    applyMigrations: (migrationsFolder) => migratePostgres(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

/**
 * A second, small pool on the same PostgreSQL database as `pool`, for a read that must not wait
 * behind the main pool's transactions (the shared cache-version read: decision 0058).
 */
export async function openSidePool(
  pool: Pool,
  max: number,
): Promise<{ db: Db; close: () => Promise<void> }> {
  const [{ default: pg }, { drizzle: drizzlePostgres }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const side = new pg.Pool({ ...pool.options, max });
  side.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  return { db: drizzlePostgres({ client: side, schema }), close: () => side.end() };
}

/**
 * PGlite runs PostgreSQL in this process's memory, so its settings are the process's size
 * (docs/decisions/0024-lean-production-start.md): shared buffers of 16 MB instead of 128 MB
 * save about 100 MB resident, and the files still sit in the operating system's page cache.
 */
export const PGLITE_OPTIONS = { postgresqlconf: ['shared_buffers = 16MB'] };

/**
 * The compiled server's empty, initialised PGlite data directory (scripts/build-server.mjs
 * writes it beside the bundle): a fresh DATA_DIR is unpacked from it instead of running initdb,
 * which PGlite does in a second full instance and a copy of its heap — about 400 MB more at the
 * peak (docs/decisions/0040-pglite-data-directory-template.md) — and unpacked by Node.js, not
 * PGlite, whose own unpacking leaves ~100 MB in the process (decision 0103). Absent under the
 * TypeScript loader (tests, `npm run dev`): then PGlite runs initdb as before.
 */
function unpackTemplateInto(folder: string): void {
  const file = fileURLToPath(new URL('./pglite-template.tgz', import.meta.url));
  if (existsSync(file)) unpackPgliteTemplate(file, folder);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const release = dataDir ? acquireDataDirLock(dataDir) : () => undefined;
  try {
    const folder = dataDir ? join(resolve(dataDir), 'pglite') : undefined;
    if (folder && !existsSync(folder)) unpackTemplateInto(folder);
    const client = folder
      ? await PGlite.create({ dataDir: folder, ...PGLITE_OPTIONS })
      : await PGlite.create(PGLITE_OPTIONS);
    return databaseFromPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

/** Wraps an open PGlite (tests load theirs from a migrated template); `close` runs `release`. */
export function databaseFromPglite(
  client: PGlite,
  release: () => void = () => undefined,
): Database {
  takeTurns(client);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    applyMigrations: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: async () => {
      await client.close();
      release();
    },
  };
}

/**
 * Rows of a raw SQL query on either driver (both answer `{ rows }`; Drizzle's shared type does
 * not say so). Prefer the query builder; this is for catalog queries and the like.
 */
export async function selectRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
