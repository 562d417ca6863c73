import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { ActivityLog } from '@domain/api/activity';
import { activityCursor } from '@domain/api/activity';
import { DEFAULT_DEALERSHIP_CONFIG } from '@domain/dealership-config';
import { HOUR_MS } from '../../lib/clock';
import { describeEachDatabase } from '../../test/harness';
import { api, staffOf, vehicleInput, type SignedInUser } from '../../test/staff';

describeEachDatabase('activity log over the whole history', (t) => {
  const add = async (who: SignedInUser, overrides: Record<string, unknown> = {}) => {
    const response = await api(t, who).post('/api/vehicles', vehicleInput(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; stockNumber: string }>();
  };
  const entries = async (who: SignedInUser, query: string) =>
    (await api(t, who).get(`/api/activity-logs${query}`)).json<ActivityLog[]>();

  /** `count` entries for the dealership in one statement, one second apart, oldest first. */
  const bulkEntries = (dealershipId: string, count: number, from: number) =>
    t.db.execute(sql`
      INSERT INTO activity_logs (dealership_id, id, action, stock_number, year, make, model,
        vehicle_type, performed_by, performed_by_role, timestamp)
      SELECT ${dealershipId}::uuid, gen_random_uuid(), 'added', 'BULK' || n, 2020, 'Ford',
        'Focus', 'inventory', 'importer', 'admin', ${from}::bigint + n * 1000
      FROM generate_series(1, ${count}) AS n`);

  it('finds an old entry behind thousands of newer ones, every word anywhere in it', async () => {
    const { manager } = await staffOf(t);
    const old = await add(manager, { make: 'Porsche', model: 'Cayenne' });
    t.clock.advance(HOUR_MS);
    await bulkEntries(manager.dealership.id, 5000, t.clock());
    const found = await entries(manager, `?q=${old.stockNumber}%20cayenne%20added`);
    expect(found.map((e) => e.stockNumber)).toEqual([old.stockNumber]);
    expect(await entries(manager, '?q=porsche%20focus')).toEqual([]);
  });

  it('pages the list by cursor without skipping or repeating', async () => {
    const { manager } = await staffOf(t);
    await bulkEntries(manager.dealership.id, 250, t.clock());
    const seen: string[] = [];
    let before = '';
    for (;;) {
      const page = await entries(manager, `?limit=100${before ? `&before=${before}` : ''}`);
      seen.push(...page.map((e) => e.stockNumber));
      if (page.length < 100) break;
      before = activityCursor(page.at(-1)!);
    }
    expect(seen).toHaveLength(250);
    expect(new Set(seen).size).toBe(250);
    expect(seen[0]).toBe('BULK250');
  });

  // Page by page (2,000 a read): every entry once, in order, across page edges. The size a
  // stream reaches (100,000 entries and more) is no different in kind, only in time.
  it('streams every matching entry across pages, newest first', async () => {
    const { admin } = await staffOf(t);
    await bulkEntries(admin.dealership.id, 6_500, t.clock());
    const response = await api(t, admin).get('/api/activity-logs/export.csv?tz=UTC&q=bulk');
    expect(response.statusCode).toBe(200);
    const lines = response.body.split('\r\n');
    expect(lines).toHaveLength(6_501);
    expect(lines[1]).toContain(',BULK6500,');
    expect(lines[2001]).toContain(',BULK4500,');
    expect(lines.at(-1)).toContain(',BULK1,');
    const capped = await api(t, admin).get('/api/activity-logs/export.csv?limit=2500');
    expect(capped.body.split('\r\n')).toHaveLength(2_501);
  });

  it('writes no vehicle entries while "Vehicle logging" is off (decision 0052)', async () => {
    const { admin } = await staffOf(t);
    const off = {
      ...DEFAULT_DEALERSHIP_CONFIG,
      features: { ...DEFAULT_DEALERSHIP_CONFIG.features, vehicleLogging: false },
    };
    expect((await api(t, admin).put('/api/config', off)).statusCode).toBe(200);
    const quiet = await add(admin);
    await api(t, admin).patch(`/api/vehicles/${quiet.id}`, { starred: true, version: 1 });
    expect(await entries(admin, '?since=0')).toEqual([]);
    expect((await api(t, admin).put('/api/config', DEFAULT_DEALERSHIP_CONFIG)).statusCode).toBe(
      200,
    );
    const logged = await add(admin);
    expect((await entries(admin, '?since=0')).map((e) => e.stockNumber)).toEqual([
      logged.stockNumber,
    ]);
  });
});
