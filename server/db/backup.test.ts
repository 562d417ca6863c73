import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import type { Photo } from '@domain/api/photos';
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
import { phonePhoto } from '../test/photo-fixtures';
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
    const added: Vehicle[] = [];
    for (const stockNumber of ['B1', "B2 'quoted'", 'B3 ✓']) {
      const body = { stockNumber, year: 2023, make: 'Make', model: 'Model', color: 'Red' };
      const response = await request(app).post('/api/vehicles', body, as);
      expect(response.statusCode).toBe(201);
      added.push(response.json<Vehicle>());
    }
    // A photo's files are rows too (the database store, issue #31): the backup holds them.
    const uploaded = await request(app).post(
      `/api/vehicles/${added[0]!.id}/photos`,
      await phonePhoto({ width: 400, height: 300 }),
      { ...as, headers: { 'content-type': 'image/jpeg' } },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const photoPath = `/api/photos/${uploaded.json<Photo>().id}/thumb`;
    const thumb = (await request(app).get(photoPath, as)).rawPayload;
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
    const restoredThumb = await request(restored).get(photoPath, { ...as, cookie: again });
    expect(restoredThumb.rawPayload.equals(thumb)).toBe(true);
    await restored.close();
  }, 60_000);
});
