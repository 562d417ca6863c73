import { spawn } from 'node:child_process';
import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import pg from 'pg';
import { APP_ROLE } from './transactions';

/**
 * Backups as pg_dump's plain SQL with INSERT statements (so they restore through any client,
 * no COPY from standard input): the installed `pg_dump` for PostgreSQL, its WebAssembly build
 * (@electric-sql/pglite-tools) for PGlite. Restore into the same kind of database (a PGlite
 * dump names PostgreSQL 17 settings an older server does not know).
 */
export type BackupTarget = { databaseUrl: string } | { pglite: PGlite };

/** The role tenant work runs as (migration 0001); the dump GRANTs to it. */
const ENSURE_APP_ROLE = `DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
    CREATE ROLE ${APP_ROLE} NOLOGIN NOSUPERUSER NOINHERIT NOBYPASSRLS;
  END IF;
END $$;`;

/** The whole database (schema, row-level security, data, migration journal) as SQL. */
export async function dumpDatabase(target: BackupTarget): Promise<string> {
  if ('pglite' in target) {
    const file = await pgDump({ pg: target.pglite, args: ['--no-owner'] });
    return file.text();
  }
  return new Promise((resolve, reject) => {
    const child = spawn('pg_dump', ['--no-owner', '--inserts', '--dbname', target.databaseUrl], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`pg_dump failed (${code}): ${err}`)),
    );
  });
}

/** Refuses a database that already has LotReady's tables: a restore never merges. */
async function assertEmpty(query: (text: string) => Promise<{ rows: unknown[] }>) {
  const { rows } = await query(
    "select 1 from information_schema.tables where table_schema = 'public' and table_name = 'dealerships'",
  );
  if (rows.length) throw new Error('The target database is not empty: restore into a new one');
}

/**
 * pg_dump (since the 2025 security releases) fences plain dumps with `\restrict` and
 * `\unrestrict`, which only psql understands; restoring through a driver drops them.
 */
function withoutPsqlCommands(dump: string): string {
  return dump.replace(/^\\(un)?restrict .*$/gm, '');
}

/** Loads a backup into an empty database, in one transaction. */
export async function restoreDatabase(target: BackupTarget, backup: string): Promise<void> {
  const dump = withoutPsqlCommands(backup);
  if ('pglite' in target) {
    const db = target.pglite;
    await assertEmpty((text) => db.query(text));
    await db.exec(ENSURE_APP_ROLE);
    await db.exec(`BEGIN;\n${dump}\nCOMMIT;`);
    // The dump's SETs (an empty search_path, row_security off) would outlive it on PGlite's
    // one connection.
    await db.exec('RESET ALL');
    return;
  }
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    await assertEmpty((text) => client.query(text));
    await client.query(ENSURE_APP_ROLE);
    await client.query(`BEGIN;\n${dump}\nCOMMIT;`);
  } finally {
    await client.end();
  }
}
