import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { Vehicle } from '@domain/api/vehicles';
import { withTenantTransaction } from '../db/transactions';
import { dealerships, vehicles } from '../db/schema';
import { describeEachDatabase } from '../test/harness';
import { request } from '../test/http';
import { api, staffOf, vehicleInput, type SignedInUser } from '../test/staff';

/**
 * The in-memory caches (plugins/read-caches.ts) never show what a change replaced: not to the
 * process that made the change, nor to another process on the same database (a second app),
 * nor after a write that bypassed the app altogether — from the very next request on.
 */
describeEachDatabase('read caches', (t) => {
  type Staff = Awaited<ReturnType<typeof staffOf>> & {
    user: SignedInUser;
    other: FastifyInstance;
  };

  async function stockNumbers(who: Parameters<typeof api>[1], app = t.app) {
    const response = await api(t, who, app).get('/api/vehicles');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Vehicle[]>().map((vehicle) => vehicle.stockNumber);
  }

  it('answers the whole list with an ETag, and 304 to a client that holds that version', async () => {
    const { user } = await staffOf(t);
    await api(t, user).post('/api/vehicles', vehicleInput({ stockNumber: 'E1' }));
    const first = await api(t, user).get('/api/vehicles');
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const again = await api(t, user).get('/api/vehicles', { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await api(t, user).post('/api/vehicles', vehicleInput({ stockNumber: 'E2' }));
    const changed = await api(t, user).get('/api/vehicles', { headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('compresses the whole list for a client that accepts it, once per version', async () => {
    const { user } = await staffOf(t);
    for (let n = 0; n < 20; n++) {
      await api(t, user).post('/api/vehicles', vehicleInput({ stockNumber: `Z${n}` }));
    }
    const plain = await api(t, user).get('/api/vehicles');
    for (const [acceptEncoding, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip;q=0.5', 'gzip', gunzipSync],
    ] as const) {
      const response = await api(t, user).get('/api/vehicles', {
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers.etag).toBe(plain.headers.etag);
      expect(decode(response.rawPayload).toString()).toBe(plain.body);
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('shows a change at once to the process that made it', async () => {
    const { user } = await staffOf(t);
    expect(await stockNumbers(user)).toEqual([]);
    const added = await api(t, user).post('/api/vehicles', vehicleInput({ stockNumber: 'S1' }));
    expect(await stockNumbers(user)).toEqual(['S1']);
    const vehicle = added.json<Vehicle>();
    await api(t, user).patch(`/api/vehicles/${vehicle.id}`, {
      stockNumber: 'S1-B',
      version: vehicle.version,
    });
    expect(await stockNumbers(user)).toEqual(['S1-B']);
  });

  // Two apps on one database stand for two processes. No waiting anywhere below: whatever
  // becomes of notifications, the very next request after a commit sees it (0023).
  it("shows another process's change and a write that bypassed the app on the next request", async () => {
    const other = await t.buildApp();
    const { user } = await staffOf(t);
    expect(await stockNumbers(user)).toEqual([]);
    expect(await stockNumbers(user, other)).toEqual([]);
    await api(t, user, other).post('/api/vehicles', vehicleInput({ stockNumber: 'P1' }));
    expect(await stockNumbers(user)).toEqual(['P1']);
    await withTenantTransaction(t.db, user.dealership.id, (tx) =>
      tx.update(vehicles).set({ stockNumber: 'P1-SQL' }),
    );
    expect(await stockNumbers(user)).toEqual(['P1-SQL']);
    expect(await stockNumbers(user, other)).toEqual(['P1-SQL']);
  });

  it.each([
    ['signs out', (s: Staff) => api(t, s.user, s.other).post('/api/auth/logout', {}), 401],
    [
      'is disabled',
      (s: Staff) =>
        api(t, s.admin, s.other).patch(`/api/users/${s.user.user.id}`, { disabled: true }),
      401,
    ],
    [
      'gets a new password',
      (s: Staff) =>
        api(t, s.admin, s.other).patch(`/api/users/${s.user.user.id}`, {
          password: 'a-brand-new-password',
        }),
      401,
    ],
    [
      'is demoted',
      (s: Staff) =>
        api(t, s.admin, s.other).patch(`/api/users/${s.user.user.id}`, { role: 'user' }),
      403,
    ],
  ])(
    'honours it on the next request in every process when a user %s',
    async (_what, change, status) => {
      const other = await t.buildApp();
      const staff = await staffOf(t);
      const s = { ...staff, user: staff.manager, other };
      for (const app of [t.app, other]) {
        expect((await api(t, s.user, app).get('/api/users')).statusCode).toBe(200);
      }
      const changed = await change(s);
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await api(t, s.user, t.app).get('/api/users')).statusCode).toBe(status);
      expect((await api(t, s.user, other).get('/api/users')).statusCode).toBe(status);
    },
  );

  it('closes a deactivated dealership on the next request in every process', async () => {
    const other = await t.buildApp();
    const { user } = await staffOf(t);
    expect((await api(t, user).get('/api/vehicles')).statusCode).toBe(200);
    await t.db
      .update(dealerships)
      .set({ active: false })
      .where(eq(dealerships.id, user.dealership.id));
    expect((await api(t, user).get('/api/vehicles')).statusCode).toBe(404);
    expect((await api(t, user, other).get('/api/vehicles')).statusCode).toBe(404);
  });

  it('signs a signed-out cookie out at once', async () => {
    const { manager } = await staffOf(t);
    expect((await api(t, manager).get('/api/vehicles')).statusCode).toBe(200);
    expect((await api(t, manager).post('/api/auth/logout', {})).statusCode).toBe(200);
    expect((await api(t, manager).get('/api/vehicles')).statusCode).toBe(401);
  });

  it('never answers one dealership’s list on another’s host', async () => {
    const a = await staffOf(t);
    const b = await staffOf(t);
    await api(t, a.user).post('/api/vehicles', vehicleInput({ stockNumber: 'A-ONLY' }));
    expect(await stockNumbers(a.user)).toEqual(['A-ONLY']);
    expect(await stockNumbers(b.user)).toEqual([]);
    const crossed = await request(t.app).get('/api/vehicles', {
      host: b.user.host,
      cookie: a.user.cookie,
    });
    expect(crossed.statusCode).toBe(401);
  });
});
