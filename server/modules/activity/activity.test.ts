import { expect, it } from 'vitest';
import type { ActivityLog } from '@domain/api/activity';
import { CSV_BOM } from '@domain/csv';
import { HOUR_MS } from '../../lib/clock';
import { describeEachDatabase } from '../../test/harness';
import { api, signedIn, staffOf, vehicleInput, type SignedInUser } from '../../test/staff';

describeEachDatabase('activity log API', (t) => {
  const add = async (who: SignedInUser, overrides: Record<string, unknown> = {}) => {
    const response = await api(t, who).post('/api/vehicles', vehicleInput(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; stockNumber: string }>();
  };
  const entries = async (who: SignedInUser, query = '') =>
    (await api(t, who).get(`/api/activity-logs${query}`)).json<ActivityLog[]>();

  it('lists the dealership entries newest first with performer, role and vehicle', async () => {
    const { user, manager } = await staffOf(t);
    const stranger = await signedIn(t, 'admin');
    const first = await add(user, { type: 'service', salesperson: 'Tire Pros' });
    t.clock.advance(HOUR_MS);
    const second = await add(manager);
    const list = await entries(manager);
    expect(list.map((e) => e.stockNumber)).toEqual([second.stockNumber, first.stockNumber]);
    expect(list[1]).toMatchObject({
      action: 'added',
      performedBy: user.user.username,
      performedByRole: 'user',
      vehicleType: 'service',
      salesperson: 'Tire Pros',
      year: 2022,
      make: 'Toyota',
      model: 'Camry',
    });
    expect(await entries(stranger)).toEqual([]);
  });

  it('lists entries of the same millisecond newest first, in the order they were written', async () => {
    const { manager } = await staffOf(t);
    const added = [];
    for (let i = 0; i < 8; i += 1) added.push(await add(manager));
    const list = await entries(manager, '?action=added');
    expect(list.map((e) => e.stockNumber)).toEqual(added.map((v) => v.stockNumber).reverse());
  });

  it('filters by since, action, type, search and limit', async () => {
    const { manager } = await staffOf(t);
    const old = await add(manager, { make: 'Porsche' });
    t.clock.advance(2 * HOUR_MS);
    const since = t.clock();
    const recent = await add(manager, { type: 'make-ready' });
    await api(t, manager).patch(`/api/vehicles/${recent.id}`, { starred: true, version: 1 });
    const stock = (list: ActivityLog[]) => list.map((e) => `${e.action}:${e.stockNumber}`);
    expect(stock(await entries(manager, `?since=${since}`))).toHaveLength(2);
    expect(stock(await entries(manager, '?action=starred'))).toEqual([
      `starred:${recent.stockNumber}`,
    ]);
    expect(stock(await entries(manager, '?type=inventory'))).toEqual([`added:${old.stockNumber}`]);
    expect(stock(await entries(manager, '?q=porsche'))).toEqual([`added:${old.stockNumber}`]);
    expect(await entries(manager, '?limit=1')).toHaveLength(1);
  });

  it.each([
    ['?limit=5001', 'limit'],
    ['?limit=0', 'limit'],
    ['?since=yesterday', 'since'],
    ['?action=exploded', 'action'],
    ['?type=garage', 'type'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const { manager } = await staffOf(t);
    const response = await api(t, manager).get(`/api/activity-logs${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });

  it('is for managers and above (spec 6)', async () => {
    const { user, admin } = await staffOf(t);
    expect((await api(t, user).get('/api/activity-logs')).statusCode).toBe(403);
    expect((await api(t, admin).get('/api/activity-logs')).statusCode).toBe(200);
  });

  it('exports CSV for admins only, named with the date, formula-safe', async () => {
    const { manager, admin } = await staffOf(t);
    await add(manager, { stockNumber: '=HYPERLINK("x")', model: 'Civic' });
    expect((await api(t, manager).get('/api/activity-logs/export.csv')).statusCode).toBe(403);
    const response = await api(t, admin).get('/api/activity-logs/export.csv?tz=UTC');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const date = new Date(t.clock()).toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="activity-log-${date}.csv"`,
    );
    const [header, row] = response.body.split('\r\n');
    expect(header).toBe(`${CSV_BOM}Timestamp,Action,Vehicle,Type,Stock #,Performed By,Role`);
    expect(row).toContain(`,"'=HYPERLINK(""x"")",`);
    expect(row).toContain(',2022 Toyota Civic,Inventory,');
    expect(row).toContain(',Added,');
    expect(row).toContain(`,${manager.user.username},manager`);
    const badZone = await api(t, admin).get('/api/activity-logs/export.csv?tz=Mars/Olympus');
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().field).toBe('tz');
  });

  it.each(['/api/activity-logs/export.csv', '/api/activity-logs'])(
    '%s answers 400 naming q for a search with a NUL, not a header and nothing else',
    async (path) => {
      const { admin } = await staffOf(t);
      const response = await api(t, admin).get(`${path}?q=a%00b`);
      expect([response.statusCode, response.json()]).toEqual([
        400,
        expect.objectContaining({
          field: 'q',
          message: 'q: Search must not contain NUL characters',
        }),
      ]);
    },
  );
});
