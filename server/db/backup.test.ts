import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import type { Vehicle } from '@domain/api/vehicles';
import { buildApp } from '../app';
import { testConfig } from '../test/harness';
import { createTestClock } from '../test/clock';
import {
  createScratchDatabase,
  dropScratchDatabase,
  testDatabaseKinds,
  testDatabaseUrl,
} from '../test/database';
import { createTestUser, tenantHostOf } from '../test/factories';
import { request } from '../test/http';
import { signIn } from '../test/sign-in';
import { dumpDatabase, restoreDatabase, type BackupTarget } from './backup';
import { databaseFromPglite, openDatabase, selectRows, type Database } from './client';
import { runMigrations } from './migrate';
import { sql } from 'drizzle-orm';

/**
 * npm run backup / restore (scripts/backup.ts, restore.ts): a backup of a used database restores
 * into an empty one with every row, the migration journal, row-level security and its grants —
 * the app runs on the copy and its users sign in with their passwords.
 */
describe.each(testDatabaseKinds())('backup and restore [%s]', (kind) => {
  const scratch: string[] = [];
  const open: Database[] = [];
  afterAll(async () => {
    for (const database of open) await database.close();
    for (const name of scratch) await dropScratchDatabase(name);
  });

  async function emptyDatabase(): Promise<{ database: Database; target: BackupTarget }> {
    if (kind === 'pglite') {
      const pglite = await PGlite.create();
      const database = databaseFromPglite(pglite);
      open.push(database);
      return { database, target: { pglite } };
    }
    const name = await createScratchDatabase();
    scratch.push(name);
    const databaseUrl = testDatabaseUrl(name);
    const database = await openDatabase({ databaseUrl });
    open.push(database);
    return { database, target: { databaseUrl } };
  }

  const counts = (database: Database) =>
    selectRows<{ table: string; rows: string }>(
      database.db,
      sql`select 'dealerships' as table, count(*)::text as rows from dealerships
          union all select 'users', count(*)::text from users
          union all select 'vehicles', count(*)::text from vehicles
          union all select 'activity_logs', count(*)::text from activity_logs
          union all select 'migrations', count(*)::text from drizzle.__drizzle_migrations`,
    );

  it('round-trips every row, and the app runs on the copy', async () => {
    const clock = createTestClock();
    const source = await emptyDatabase();
    await runMigrations(source.database);
    const account = await createTestUser({ db: source.database.db, clock }, { role: 'manager' });
    const app = await buildApp({ config: testConfig(), db: source.database.db, clock });
    const cookie = await signIn(app, account);
    const as = { host: tenantHostOf(account.dealership), cookie };
    for (const stockNumber of ['B1', "B2 'quoted'", 'B3 ✓']) {
      const body = { stockNumber, year: 2023, make: 'Make', model: 'Model', color: 'Red' };
      expect((await request(app).post('/api/vehicles', body, as)).statusCode).toBe(201);
    }
    await app.close();

    const dump = await dumpDatabase(source.target);
    expect(dump).toContain('CREATE POLICY tenant_isolation');
    const copy = await emptyDatabase();
    await restoreDatabase(copy.target, dump);
    expect(await counts(copy.database)).toEqual(await counts(source.database));
    await expect(restoreDatabase(copy.target, dump)).rejects.toThrow(/not empty/);

    await runMigrations(copy.database); // nothing to do: the journal came along
    const restored = await buildApp({ config: testConfig(), db: copy.database.db, clock });
    const again = await signIn(restored, account);
    const list = await request(restored).get('/api/vehicles', { ...as, cookie: again });
    expect(
      list
        .json<Vehicle[]>()
        .map((v) => v.stockNumber)
        .sort(),
    ).toEqual(['B1', "B2 'quoted'", 'B3 ✓']);
    await restored.close();
  }, 60_000);
});
