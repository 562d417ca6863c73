import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { HOUR_MS, MINUTE_MS } from '../../lib/clock';
import { hashToken } from '../../lib/tokens';
import { createTestUser, tenantHostOf } from '../../test/factories';
import { describeEachDatabase } from '../../test/harness';
import { SESSION_COOKIE, request, setCookie } from '../../test/http';
import { signIn } from '../../test/sign-in';

/** The Set-Cookie line of one cookie (a sign-in also sets the device cookie, decision 0025). */
function sessionCookieHeader(response: LightMyRequestResponse, name: string): string {
  const headers = [response.headers['set-cookie'] ?? []].flat();
  return headers.find((line) => line.startsWith(`${name}=`)) ?? '';
}

describeEachDatabase('tenant sessions', (t) => {
  const session = (host: string, cookie?: string) =>
    request(t.app).get('/api/auth/session', { host, cookie });

  it('answers 401 JSON when not signed in', async () => {
    const account = await createTestUser(t);
    const response = await session(tenantHostOf(account.dealership));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Unauthorized', message: 'Authentication required' });
  });

  it('sets a host-only, HttpOnly, SameSite=Lax cookie whose id is stored only as a hash', async () => {
    const account = await createTestUser(t);
    const response = await request(t.app).post(
      '/api/auth/login',
      { username: account.user.username, password: account.password },
      { host: tenantHostOf(account.dealership) },
    );
    expect(response.statusCode).toBe(200);
    const header = sessionCookieHeader(response, 'lotready_session');
    expect(header).toMatch(/^lotready_session=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).not.toMatch(/Domain=/i);
    expect(header).not.toContain('Secure');

    const id = response.cookies.find((cookie) => cookie.name === 'lotready_session')!.value;
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashToken(id)));
    expect(row).toBeDefined();
    const stored = await t.db.select().from(sessions).where(eq(sessions.idHash, id));
    expect(stored).toHaveLength(0);
  });

  it('uses a __Host- Secure cookie under HTTPS', async () => {
    const app = await t.buildApp({ publicScheme: 'https' });
    const account = await createTestUser(t);
    const response = await request(app).post(
      '/api/auth/login',
      { username: account.user.username, password: account.password },
      {
        host: tenantHostOf(account.dealership),
        origin: `https://${tenantHostOf(account.dealership)}`,
      },
    );
    const header = sessionCookieHeader(response, '__Host-lotready_session');
    expect(header).toMatch(/^__Host-lotready_session=/);
    expect(header).toContain('Secure');
    expect(header).not.toMatch(/Domain=/i);
  });

  it("answers 401 for dealership A's cookie on dealership B's host", async () => {
    const a = await createTestUser(t);
    const b = await createTestUser(t);
    const cookie = await signIn(t.app, a);
    expect((await session(tenantHostOf(a.dealership), cookie)).statusCode).toBe(200);
    expect((await session(tenantHostOf(b.dealership), cookie)).statusCode).toBe(401);
    const prefs = await request(t.app).get('/api/user/preferences', {
      host: tenantHostOf(b.dealership),
      cookie,
    });
    expect(prefs.statusCode).toBe(401);
  });

  it('never upgrades an id the browser carried before sign-in (session fixation)', async () => {
    const account = await createTestUser(t);
    const host = tenantHostOf(account.dealership);
    const planted = `${SESSION_COOKIE}=attacker-chosen-session-id-aaaaaaaaaaaaaaaaaaaa`;
    const response = await request(t.app).post(
      '/api/auth/login',
      { username: account.user.username, password: account.password },
      { host, cookie: planted },
    );
    const issued = setCookie(response, SESSION_COOKIE);
    expect(issued).toBeDefined();
    expect(issued).not.toBe(planted);
    expect((await session(host, planted)).statusCode).toBe(401);
    expect((await session(host, issued)).statusCode).toBe(200);
  });

  it("replaces another user's session with a new id at sign-in", async () => {
    const first = await createTestUser(t);
    const second = await createTestUser(t, { dealership: first.dealership });
    const host = tenantHostOf(first.dealership);
    const before = await signIn(t.app, first);
    const response = await request(t.app).post(
      '/api/auth/login',
      { username: second.user.username, password: second.password },
      { host, cookie: before },
    );
    const after = setCookie(response, SESSION_COOKIE);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect((await session(host, before)).statusCode).toBe(401);
    expect((await session(host, after)).json().user.username).toBe(second.user.username);
  });

  it('logout deletes the session: the old cookie no longer works', async () => {
    const account = await createTestUser(t);
    const host = tenantHostOf(account.dealership);
    const cookie = await signIn(t.app, account);
    const response = await request(t.app).post('/api/auth/logout', undefined, { host, cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(String(response.headers['set-cookie'])).toMatch(/^lotready_session=;/);
    expect((await session(host, cookie)).statusCode).toBe(401);
  });

  it('accepts a bodiless logout sent with a JSON content type', async () => {
    const account = await createTestUser(t);
    const host = tenantHostOf(account.dealership);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host, origin: `http://${host}`, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('ends after 12 hours idle, and after 30 days whatever the use', async () => {
    const account = await createTestUser(t);
    const host = tenantHostOf(account.dealership);
    const idle = await signIn(t.app, account);
    t.clock.advance(12 * HOUR_MS - MINUTE_MS);
    expect((await session(host, idle)).statusCode).toBe(200);
    t.clock.advance(12 * HOUR_MS);
    expect((await session(host, idle)).statusCode).toBe(401);

    // Used every 11 hours, so never idle: the absolute lifetime alone ends it.
    const busy = await signIn(t.app, account);
    for (let hours = 11; hours <= 715; hours += 11) {
      t.clock.advance(11 * HOUR_MS);
      expect((await session(host, busy)).statusCode).toBe(200);
    }
    t.clock.advance(5 * HOUR_MS - MINUTE_MS); // 30 days less a minute
    expect((await session(host, busy)).statusCode).toBe(200);
    t.clock.advance(2 * MINUTE_MS);
    expect((await session(host, busy)).statusCode).toBe(401);
  });

  it('ends when the user is disabled', async () => {
    const account = await createTestUser(t);
    const host = tenantHostOf(account.dealership);
    const cookie = await signIn(t.app, account);
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, account.user.id));
    expect((await session(host, cookie)).statusCode).toBe(401);
  });

  it('refuses direct login for a user of another dealership, with the usual answer', async () => {
    const a = await createTestUser(t);
    const b = await createTestUser(t);
    const response = await request(t.app).post(
      '/api/auth/login',
      { username: a.user.username, password: a.password },
      { host: tenantHostOf(b.dealership) },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'Unauthorized',
      message: 'Invalid username or password',
    });
  });
});
