import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestUser } from '../test/factories';
import { describeEachDatabase } from '../test/harness';
import { selectRows } from './client';
import { users, vehicles } from './schema';
import { withSystemTransaction, withTenantTransaction } from './transactions';

describeEachDatabase('row-level security', (t) => {
  async function twoDealershipsWithVehicles() {
    const a = await createTestUser(t);
    const b = await createTestUser(t);
    const now = t.clock();
    const vehicle = (dealershipId: string, stockNumber: string) => ({
      dealershipId,
      stockNumber,
      year: 2024,
      make: 'Make',
      model: 'Model',
      color: 'Blue',
      checkInTime: now,
      createdAt: now,
      updatedAt: now,
    });
    await t.db
      .insert(vehicles)
      .values([
        vehicle(a.dealership.id, 'A1'),
        vehicle(a.dealership.id, 'A2'),
        vehicle(b.dealership.id, 'B1'),
      ]);
    return { a: a.dealership, b: b.dealership };
  }

  it('shows a query that forgot its dealership filter only its own dealership', async () => {
    const { a, b } = await twoDealershipsWithVehicles();
    // Deliberately no `where dealership_id = …`: the policy is all that scopes these.
    const seenByA = await withTenantTransaction(t.db, a.id, (tx) => tx.select().from(vehicles));
    expect(seenByA.map((row) => row.stockNumber).sort()).toEqual(['A1', 'A2']);
    const usersSeenByB = await withTenantTransaction(t.db, b.id, (tx) => tx.select().from(users));
    expect(new Set(usersSeenByB.map((row) => row.dealershipId))).toEqual(new Set([b.id]));
    const updated = await withTenantTransaction(t.db, a.id, (tx) =>
      tx.update(vehicles).set({ color: 'Red' }).returning({ id: vehicles.id }),
    );
    expect(updated).toHaveLength(2);
    const [untouched] = await t.db.select().from(vehicles).where(eq(vehicles.dealershipId, b.id));
    expect(untouched?.color).toBe('Blue');
  });

  it('refuses to write a row into another dealership, and shows nothing without a tenant', async () => {
    const { a, b } = await twoDealershipsWithVehicles();
    const now = t.clock();
    await expect(
      withTenantTransaction(t.db, a.id, (tx) =>
        tx.insert(vehicles).values({
          dealershipId: b.id,
          stockNumber: 'SNEAKY',
          year: 2024,
          make: 'M',
          model: 'M',
          color: 'C',
          checkInTime: now,
          createdAt: now,
          updatedAt: now,
        }),
      ),
    ).rejects.toThrow();
    const none = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local role lotready_app`);
      return tx.select().from(vehicles);
    });
    expect(none).toEqual([]);
  });

  it('runs tenant work as the non-owner lotready_app, and system work not', async () => {
    const { a } = await twoDealershipsWithVehicles();
    const role = async (work: typeof withSystemTransaction) => {
      const [row] = await work(t.db, (tx) =>
        selectRows<{ name: string }>(tx, sql`select current_user as name`),
      );
      return row?.name;
    };
    expect(await role((db, fn) => withTenantTransaction(db, a.id, fn))).toBe('lotready_app');
    expect(await role(withSystemTransaction)).not.toBe('lotready_app');
    // Both settings are LOCAL: the connection leaves the transaction as it came in.
    const [after] = await selectRows<{ name: string; tenant: string | null }>(
      t.db,
      sql`select current_user as name, current_setting('app.dealership_id', true) as tenant`,
    );
    expect(after?.name).not.toBe('lotready_app');
    expect(after?.tenant ?? '').toBe('');
    const [appRole] = await selectRows<{ rolsuper: boolean; rolbypassrls: boolean }>(
      t.db,
      sql`select rolsuper, rolbypassrls from pg_roles where rolname = 'lotready_app'`,
    );
    expect(appRole).toEqual({ rolsuper: false, rolbypassrls: false });
  });

  it('protects every table that has a dealership_id column: ENABLE, FORCE and the policy', async () => {
    const tables = await selectRows<{
      table: string;
      enabled: boolean;
      forced: boolean;
      policy: boolean;
    }>(
      t.db,
      sql`
      select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
             exists (select 1 from pg_policies p where p.tablename = c.relname and p.policyname = 'tenant_isolation') as policy
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      where c.relkind = 'r'
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'dealership_id' and not a.attisdropped)
      order by c.relname`,
    );
    // Every tenant table of this issue, and any added later: all must be protected.
    expect(tables.map((row) => row.table)).toEqual(
      expect.arrayContaining([
        'activity_logs',
        'dashboards',
        'dealership_configs',
        'login_tokens',
        'notification_settings',
        'password_resets',
        'sessions',
        'users',
        'vehicles',
      ]),
    );
    for (const row of tables)
      expect(row).toMatchObject({ enabled: true, forced: true, policy: true });
  });
});
