import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it, vi } from 'vitest';
import type { Vehicle } from '@domain/api/vehicles';
import { withTenantTransaction } from '../db/transactions';
import { vehicles } from '../db/schema';
import { describeEachDatabase } from '../test/harness';
import { request } from '../test/http';
import { api, staffOf, vehicleInput } from '../test/staff';

/**
 * The in-memory caches (plugins/read-caches.ts) never show what a change replaced: not to the
 * process that made the change, nor to another process on the same database (a second app),
 * nor after a write that bypassed the app altogether.
 */
describeEachDatabase('read caches', (t) => {
  // Another process's change arrives by NOTIFY: at commit on PGlite, a moment later on
  // PostgreSQL, so the other app's view is awaited rather than assumed.
  const eventually = (assertion: () => Promise<void>) =>
    vi.waitFor(assertion, { timeout: 5000, interval: 20 });

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
    expect(first.headers['cache-control']).toBe('private, no-cache');
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

  it("shows another process's change and a write that bypassed the app", async () => {
    const other = await t.buildApp();
    const { user } = await staffOf(t);
    expect(await stockNumbers(user)).toEqual([]);
    await api(t, user, other).post('/api/vehicles', vehicleInput({ stockNumber: 'P1' }));
    await eventually(async () => expect(await stockNumbers(user)).toEqual(['P1']));
    await withTenantTransaction(t.db, user.dealership.id, (tx) =>
      tx.update(vehicles).set({ stockNumber: 'P1-SQL' }),
    );
    await eventually(async () => expect(await stockNumbers(user)).toEqual(['P1-SQL']));
  });

  it('ends a disabled user’s session in every process, and a signed-out cookie at once', async () => {
    const other = await t.buildApp();
    const { admin, user, manager } = await staffOf(t);
    expect((await api(t, user).get('/api/vehicles')).statusCode).toBe(200);
    const disabled = await api(t, admin, other).patch(`/api/users/${user.user.id}`, {
      disabled: true,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    await eventually(async () =>
      expect((await api(t, user).get('/api/vehicles')).statusCode).toBe(401),
    );

    expect((await api(t, manager).get('/api/vehicles')).statusCode).toBe(200);
    expect((await api(t, manager).post('/api/auth/logout', {})).statusCode).toBe(200);
    expect((await api(t, manager).get('/api/vehicles')).statusCode).toBe(401);
  });

  it('demotes a user on their next request', async () => {
    const { admin, manager } = await staffOf(t);
    expect((await api(t, manager).get('/api/users')).statusCode).toBe(200);
    await api(t, admin).patch(`/api/users/${manager.user.id}`, { role: 'user' });
    expect((await api(t, manager).get('/api/users')).statusCode).toBe(403);
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
