import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../test/factories';
import { createTestClock } from '../test/clock';
import {
  createScratchDatabase,
  dropScratchDatabase,
  runAdminSql,
  testDatabaseUrl,
} from '../test/database';
import { openDatabase, selectRows, type Database } from './client';
import { runMigrations } from './migrate';
import { deleteDealership } from '../commands/delete-dealership';
import { activityLogs, users, vehicleChanges } from './schema';
import { withSystemTransaction, withTenantTransaction } from './transactions';

const OWNER = 'lotready_owner_test';

// A managed PostgreSQL connects as the tables' owner, not a superuser. There FORCE ROW LEVEL
// SECURITY is what keeps the owner itself inside the policies. (PGlite and a local postgres
// connect as superuser, which bypasses RLS whatever we do; tenant work there relies on
// SET ROLE lotready_app, tested in rls.test.ts.)
// *.postgres.test.ts runs only with TEST_DATABASE_URL (vitest.config.ts); CI always has it.
describe('row-level security for a non-superuser owner [postgres]', () => {
  const clock = createTestClock();
  let name = '';
  let database: Database;

  beforeAll(async () => {
    await runAdminSql(
      `do $$ begin create role ${OWNER} login createrole; exception when duplicate_object then null; end $$`,
    );
    name = await createScratchDatabase(OWNER);
    database = await openDatabase({ databaseUrl: testDatabaseUrl(name, OWNER) });
    await runMigrations(database);
  });

  afterAll(async () => {
    await database?.close();
    if (name) await dropScratchDatabase(name);
    await runAdminSql(`drop role if exists ${OWNER}`);
  });

  it('migrates as that owner, who sees no tenant rows without opting in', async () => {
    const t = { db: database.db, clock };
    const a = await createTestUser(t);
    await createTestUser(t);
    const [me] = await selectRows<{ superuser: boolean }>(
      database.db,
      sql`select usesuper as superuser from pg_user where usename = current_user`,
    );
    expect(me?.superuser).toBe(false);

    // The owner outside any transaction helper: FORCE applies the policies to it too.
    expect(await database.db.select().from(users)).toEqual([]);
    const all = await withSystemTransaction(database.db, (tx) => tx.select().from(users));
    expect(all).toHaveLength(2);
    const own = await withTenantTransaction(database.db, a.dealership.id, (tx) =>
      tx.select().from(users),
    );
    expect(own.map((row) => row.id)).toEqual([a.user.id]);
  });

  it('writes a tenant’s log rows and deletes them with the dealership (migration 0012)', async () => {
    const t = { db: database.db, clock };
    const { dealership } = await createTestUser(t);
    const now = clock();
    // lotready_app cannot lock dealerships itself: the per-statement check runs as the owner.
    await withTenantTransaction(database.db, dealership.id, async (tx) => {
      await tx
        .insert(activityLogs)
        .values({ dealershipId: dealership.id, action: 'added', performedBy: 'x', timestamp: now });
      await tx
        .insert(vehicleChanges)
        .values({ dealershipId: dealership.id, seq: 1, vehicleId: randomUUID(), changedAt: now });
    });
    await withSystemTransaction(database.db, (tx) =>
      deleteDealership(tx, { dealershipId: dealership.id, confirmName: dealership.name }),
    );
    // Counted with the opt-in, so FORCE would not hide rows the deletion left behind.
    const left = await withSystemTransaction(database.db, (tx) =>
      selectRows<{ n: number }>(
        tx,
        sql`select (select count(*) from activity_logs)::int + (select count(*) from vehicle_changes)::int as n`,
      ),
    );
    expect(left[0]?.n).toBe(0);
  });
});
