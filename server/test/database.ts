import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { databaseFromPglite, openDatabase, type Database } from '../db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '../db/migrate';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A connection string for another database on the TEST_DATABASE_URL server. */
export function testDatabaseUrl(name: string, user?: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  if (user) url.username = user;
  return url.toString();
}

/**
 * Creates a PostgreSQL database on the TEST_DATABASE_URL server, empty or a copy of `template`;
 * returns its name.
 */
export async function createScratchDatabase(owner?: string, template?: string): Promise<string> {
  const name = `lotready_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const ownedBy = owner ? ` owner "${owner}"` : '';
  const copying = template ? ` template "${template}"` : '';
  await withAdminClient((client) => client.query(`create database "${name}"${ownedBy}${copying}`));
  return name;
}

export async function dropScratchDatabase(name: string): Promise<void> {
  await withAdminClient((client) => client.query(`drop database if exists "${name}" with (force)`));
}

/** Runs SQL on the TEST_DATABASE_URL database itself (roles, which are cluster-wide). */
export async function runAdminSql(text: string): Promise<void> {
  await withAdminClient((client) => client.query(text));
}

/** A short hash of these exact migrations: the templates below are kept per migration set. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Where the migrated PGlite template of these exact migrations is kept between test files. */
function templatePath(): string {
  return join(tmpdir(), `lotready-pglite-template-${migrationsHash()}.tar`);
}

/**
 * An in-memory PGlite loaded from a migrated template: creating a cluster (initdb) and
 * migrating it costs seconds, loading a dump about one. The first test file to need the
 * template writes it (atomically, by rename), the others load it.
 */
async function openPgliteFromTemplate(): Promise<Database> {
  const path = templatePath();
  if (existsSync(path)) {
    const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(path)]) });
    return databaseFromPglite(client);
  }
  const client = await PGlite.create();
  const database = databaseFromPglite(client);
  await runMigrations(database);
  const dump = await client.dumpDataDir('none');
  const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
  return database;
}

/**
 * The migrated PostgreSQL template database of these migrations, made once on the test server:
 * copying it (CREATE DATABASE … TEMPLATE) takes a tenth of the time that migrating a new
 * database does, for every server test file. The first test file to need it builds it under a
 * new name and renames it into place, holding an advisory lock so that the other workers wait
 * for it instead of building their own. One stays on the test server per migration set.
 */
async function postgresTemplate(): Promise<string> {
  const template = `lotready_template_${migrationsHash()}`;
  const exists = (client: pg.Client) =>
    client
      .query('select 1 from pg_database where datname = $1', [template])
      .then((result) => result.rowCount === 1);
  await withAdminClient(async (client) => {
    if (await exists(client)) return;
    await client.query("select pg_advisory_lock(hashtext('lotready test template'))");
    try {
      if (await exists(client)) return;
      const building = await createScratchDatabase();
      const database = await openDatabase({ databaseUrl: testDatabaseUrl(building) });
      try {
        await runMigrations(database);
      } finally {
        await database.close();
      }
      await client.query(`alter database "${building}" rename to "${template}"`);
    } finally {
      await client.query("select pg_advisory_unlock(hashtext('lotready test template'))");
    }
  });
  return template;
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new PostgreSQL
 * database copied from the migrated template through TEST_DATABASE_URL and dropped again by
 * `close()`.
 */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<Database> {
  if (kind === 'pglite') {
    const database = await openPgliteFromTemplate();
    // A no-op on a current template; keeps the guarantee "migrated" unconditional.
    await runMigrations(database);
    return database;
  }
  const name = await createScratchDatabase(undefined, await postgresTemplate());
  const database = await openDatabase({ databaseUrl: testDatabaseUrl(name) });
  // A no-op on a current template, as on PGlite.
  await runMigrations(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropScratchDatabase(name);
    },
  };
}
