import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Vehicle } from '@domain/api/vehicles';
import { selectRows } from '../../db/client';
import { users } from '../../db/schema';
import { withSystemTransaction, withTenantTransaction } from '../../db/transactions';
import { describeEachDatabase, type TestContext } from '../../test/harness';
import { uniqueName } from '../../test/factories';
import { request } from '../../test/http';
import {
  api,
  signedInSuperAdmin,
  staffOf,
  vehicleInput,
  type SignedInUser,
} from '../../test/staff';
import { unzipText } from '../../test/unzip';
import { DEALERSHIP_ARCHIVE_FILES as ARCHIVE_FILES } from '../../test/dealership-archive';
import { insertActivityEntries } from '../activity/repository';

/** A dealership with staff, two vehicles (one with a formula-like note), an activity trail and a dashboard. */
async function stockedDealership(t: TestContext) {
  const staff = await staffOf(t);
  const stock = uniqueName('S');
  const citroen = (
    await api(t, staff.admin).post(
      '/api/vehicles',
      vehicleInput({ stockNumber: stock, make: 'Citroën', model: 'C4', notes: '=HYPERLINK("x")' }),
    )
  ).json<Vehicle>();
  await api(t, staff.admin).post('/api/vehicles', vehicleInput({ type: 'make-ready' }));
  await api(t, staff.manager).post('/api/dashboards', { name: 'Morning stand-up' });
  await api(t, staff.manager).post('/api/job-templates', {
    name: 'Used car basic',
    lines: [{ description: 'Wipers', category: 'parts', partsCents: 2_500 }],
  });
  return { ...staff, citroen };
}

async function download(t: TestContext, who: SignedInUser) {
  const response = await api(t, who).get('/api/dealership/export.zip');
  expect(response.statusCode, response.body).toBe(200);
  return { response, files: await unzipText(response.rawPayload) };
}

describeEachDatabase('dealership data export', (t) => {
  it("gives an admin every file of the dealership's data, without password hashes", async () => {
    const { admin, dealership, citroen } = await stockedDealership(t);
    const { response, files } = await download(t, admin);

    expect(response.headers['content-type']).toBe('application/zip');
    const date = new Date(t.clock()).toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="lotready-${dealership.slug}-${date}.zip"`,
    );
    expect([...files.keys()]).toEqual(ARCHIVE_FILES);
    expect(files.get('README.txt')).toContain(
      'It holds 2 vehicles, 3 staff\naccounts and 2 activity log entries.',
    );
    expect(JSON.parse(files.get('dealership.json')!)).toMatchObject({
      id: dealership.id,
      name: dealership.name,
      slug: dealership.slug,
      status: 'active',
    });

    const vehicles = JSON.parse(files.get('vehicles.json')!) as Vehicle[];
    expect(vehicles.map((v) => v.stockNumber).sort()).toHaveLength(2);
    expect(vehicles.find((v) => v.id === citroen.id)).toEqual(citroen);
    const vehiclesCsv = files.get('vehicles.csv')!;
    expect(vehiclesCsv.startsWith('\uFEFFStock Number,')).toBe(true);
    expect(vehiclesCsv).toContain(`${citroen.stockNumber},2022,Citroën,C4`);
    expect(vehiclesCsv).toContain(`"'=HYPERLINK(""x"")"`);

    const exportedUsers = JSON.parse(files.get('users.json')!) as Record<string, unknown>[];
    expect(exportedUsers).toHaveLength(3);
    for (const user of exportedUsers) {
      expect(Object.keys(user).sort()).toEqual([
        'createdAt',
        'disabled',
        'email',
        'fullName',
        'id',
        'preferences',
        'role',
        'updatedAt',
        'username',
      ]);
    }
    const [stored] = await withSystemTransaction(t.db, (tx) =>
      tx
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, admin.user.id)),
    );
    for (const text of files.values())
      expect(text).not.toContain(stored!.passwordHash.slice(0, 40));
    expect(files.get('users.csv')!.split('\r\n')[0]).toBe(
      '\uFEFFUsername,Full Name,Email,Role,Disabled,Created,Updated',
    );

    const activity = files
      .get('activity.jsonl')!
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(activity).toHaveLength(2);
    expect(activity.every((entry) => entry.action === 'added')).toBe(true);
    expect(files.get('activity.csv')!.split('\r\n')).toHaveLength(3);
    expect(JSON.parse(files.get('dashboards.json')!)).toMatchObject([{ name: 'Morning stand-up' }]);
    expect(JSON.parse(files.get('configuration.json')!)).toHaveProperty('features');
    expect(JSON.parse(files.get('work.json')!)).toMatchObject({
      workItems: [],
      jobTemplates: [{ name: 'Used car basic', lines: [{ description: 'Wipers' }] }],
      approvalRequests: [],
    });
    expect(JSON.parse(files.get('vendors.json')!)).toEqual({ vendors: [], vendorJobs: [] });
  });

  it('pages the whole activity log, entries of one millisecond included', async () => {
    const { admin, dealership } = await staffOf(t);
    const vehicle = {
      id: crypto.randomUUID(),
      stockNumber: 'P1',
      year: 2020,
      make: 'Ford',
      model: 'F-150',
      type: 'inventory' as const,
      salesperson: '',
    };
    const entries = Array.from({ length: 2_345 }, () => ({ action: 'updated' as const, vehicle }));
    await withTenantTransaction(t.db, dealership.id, async (tx) => {
      const actor = { userId: admin.user.id, username: admin.user.username, role: 'admin' };
      await insertActivityEntries(tx, dealership.id, actor, t.clock(), entries.slice(0, 1_500));
      await insertActivityEntries(tx, dealership.id, actor, t.clock() - 1, entries.slice(1_500));
    });
    const { files } = await download(t, admin);
    const ids = files
      .get('activity.jsonl')!
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).id);
    expect(new Set(ids).size).toBe(2_345);
    expect(files.get('activity.csv')!.split('\r\n')).toHaveLength(2_346);
  });

  it("never holds another dealership's data, and is for admins only", async () => {
    const a = await stockedDealership(t);
    const b = await staffOf(t);
    const { files } = await download(t, b.admin);
    const everything = [...files.values()].join('\n');
    expect(everything).not.toContain(a.citroen.stockNumber);
    expect(everything).not.toContain(a.admin.user.username);
    expect(everything).not.toContain(a.dealership.id);
    expect(JSON.parse(files.get('vehicles.json')!)).toEqual([]);

    expect((await api(t, a.manager).get('/api/dealership/export.zip')).statusCode).toBe(403);
    expect((await api(t, a.user).get('/api/dealership/export.zip')).statusCode).toBe(403);
    const anonymous = await request(t.app).get('/api/dealership/export.zip', {
      host: a.admin.host,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describeEachDatabase('super admin: export, then delete a dealership', (t) => {
  const url = (id: string) => `/api/super-admin/dealerships/${id}`;

  /** Every table with a dealership_id column, read from the catalog (a new table is included). */
  async function rowsOwnedBy(dealershipId: string): Promise<Record<string, number>> {
    return withSystemTransaction(t.db, async (tx) => {
      const tables = await selectRows<{ table_name: string }>(
        tx,
        sql`select table_name from information_schema.columns
            where table_schema = 'public' and column_name = 'dealership_id' order by table_name`,
      );
      const counts: Record<string, number> = {};
      for (const { table_name } of tables) {
        const [row] = await selectRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from ${sql.identifier(table_name)} where dealership_id = ${dealershipId}`,
        );
        counts[table_name] = Number(row!.n);
      }
      const [registry] = await selectRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from dealerships where id = ${dealershipId}`,
      );
      counts.dealerships = Number(registry!.n);
      return counts;
    });
  }

  it('exports any dealership; 404 for none, 400 for a malformed id', async () => {
    const { dealership, citroen } = await stockedDealership(t);
    const superAdmin = await signedInSuperAdmin(t);
    const response = await request(t.app).get(`${url(dealership.id)}/export.zip`, superAdmin);
    expect(response.statusCode, response.body).toBe(200);
    const files = await unzipText(response.rawPayload);
    expect([...files.keys()]).toEqual(ARCHIVE_FILES);
    expect(files.get('vehicles.csv')).toContain(citroen.stockNumber);

    const missing = await request(t.app).get(`${url(crypto.randomUUID())}/export.zip`, superAdmin);
    expect(missing.statusCode).toBe(404);
    const malformed = await request(t.app).get(`${url('nope')}/export.zip`, superAdmin);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('id');
  });

  it('deletes only with its name typed, and leaves no row of it in any table', async () => {
    const doomed = await stockedDealership(t);
    const kept = await stockedDealership(t);
    const superAdmin = await signedInSuperAdmin(t);
    await request(t.app).put(
      `${url(doomed.dealership.id)}/notification-settings`,
      {
        recipients: ['gm@example.test'],
        events: { makeReadyOverdue: true, serviceCritical: false },
        dailyDigestHour: 7,
      },
      superAdmin,
    );

    const before = await rowsOwnedBy(doomed.dealership.id);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'vehicles',
        'activity_logs',
        'dashboards',
        'dealership_configs',
        'notification_settings',
      ]),
    );
    expect(before.vehicles).toBe(2);
    expect(before.sessions).toBe(3);

    for (const confirmName of ['', 'wrong name', doomed.dealership.name.toUpperCase()]) {
      const refused = await request(t.app).delete(url(doomed.dealership.id), superAdmin, {
        confirmName,
      });
      expect(refused.statusCode, confirmName).toBe(400);
      expect(refused.json().field).toBe('confirmName');
    }
    expect(await rowsOwnedBy(doomed.dealership.id)).toEqual(before);
    const tenantAdmin = await api(t, doomed.admin).delete(url(doomed.dealership.id), {
      headers: { 'content-type': 'application/json' },
    });
    expect(tenantAdmin.statusCode).toBe(401);

    const deleted = await request(t.app).delete(url(doomed.dealership.id), superAdmin, {
      confirmName: ` ${doomed.dealership.name} `,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const after = await rowsOwnedBy(doomed.dealership.id);
    expect(
      Object.values(after).every((n) => n === 0),
      JSON.stringify(after),
    ).toBe(true);
    expect((await rowsOwnedBy(kept.dealership.id)).vehicles).toBe(2);
    expect((await api(t, doomed.admin).get('/api/vehicles')).statusCode).toBe(404);
    expect((await api(t, kept.admin).get('/api/vehicles')).statusCode).toBe(200);
    const again = await request(t.app).delete(url(doomed.dealership.id), superAdmin, {
      confirmName: doomed.dealership.name,
    });
    expect(again.statusCode).toBe(404);
  });
});
