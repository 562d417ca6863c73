import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestUser, LOGIN_HOST, tenantHostOf, type TestUser } from '../../test/factories';
import { describeEachDatabase } from '../../test/harness';
import { SESSION_COOKIE, request, setCookie } from '../../test/http';

describeEachDatabase('POST /api/auth/consume-token', (t) => {
  async function tokenFor(account: TestUser): Promise<string> {
    const response = await request(t.app).post(
      '/api/auth/universal-login',
      { username: account.user.username, password: account.password },
      { host: LOGIN_HOST },
    );
    expect(response.statusCode).toBe(200);
    return response.json().tempToken;
  }
  const consume = (token: string, host: string, cookie?: string) =>
    request(t.app).post('/api/auth/consume-token', { token }, { host, cookie });

  it('exchanges the token for a session cookie on the tenant host', async () => {
    const account = await createTestUser(t, { role: 'admin' });
    const host = tenantHostOf(account.dealership);
    const response = await consume(await tokenFor(account), host);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: expect.objectContaining({
        id: account.user.id,
        role: 'admin',
        fullName: account.user.fullName,
      }),
      tenant: {
        id: account.dealership.id,
        name: account.dealership.name,
        slug: account.dealership.slug,
      },
    });
    const cookie = setCookie(response, SESSION_COOKIE);
    const session = await request(t.app).get('/api/auth/session', { host, cookie });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({
      user: expect.objectContaining({ username: account.user.username, role: 'admin' }),
      tenant: {
        id: account.dealership.id,
        name: account.dealership.name,
        slug: account.dealership.slug,
      },
      dealership: {
        id: account.dealership.id,
        name: account.dealership.name,
        subdomain: account.dealership.slug,
      },
    });
  });

  it('is single use: a replayed token fails', async () => {
    const account = await createTestUser(t);
    const host = tenantHostOf(account.dealership);
    const token = await tokenFor(account);
    expect((await consume(token, host)).statusCode).toBe(200);
    const replay = await consume(token, host);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      error: 'Unauthorized',
      message: 'Authentication failed: this sign-in link is invalid or has expired',
    });
    expect(setCookie(replay, SESSION_COOKIE)).toBeUndefined();
  });

  it('lives 60 seconds', async () => {
    const account = await createTestUser(t);
    const host = tenantHostOf(account.dealership);
    const fresh = await tokenFor(account);
    t.clock.advance(59_999);
    expect((await consume(fresh, host)).statusCode).toBe(200);

    const stale = await tokenFor(account);
    t.clock.advance(60_000);
    expect((await consume(stale, host)).statusCode).toBe(401);
  });

  it('lets exactly one of two parallel consumes through', async () => {
    const account = await createTestUser(t);
    const host = tenantHostOf(account.dealership);
    const token = await tokenFor(account);
    const results = await Promise.all([
      consume(token, host),
      consume(token, host),
      consume(token, host),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it("fails on another dealership's host, and stays usable on its own", async () => {
    const a = await createTestUser(t);
    const b = await createTestUser(t);
    const token = await tokenFor(a);
    const elsewhere = await consume(token, tenantHostOf(b.dealership));
    expect(elsewhere.statusCode).toBe(401);
    expect(setCookie(elsewhere, SESSION_COOKIE)).toBeUndefined();
    expect((await consume(token, tenantHostOf(a.dealership))).statusCode).toBe(200);
  });

  it('fails on the login host, which has no tenant', async () => {
    const account = await createTestUser(t);
    expect((await consume(await tokenFor(account), LOGIN_HOST)).statusCode).toBe(401);
  });

  it('fails for a garbage token and for a user disabled meanwhile', async () => {
    const account = await createTestUser(t);
    const host = tenantHostOf(account.dealership);
    expect((await consume('not-a-token', host)).statusCode).toBe(401);
    const empty = await consume('', host);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field).toBe('token');

    const token = await tokenFor(account);
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, account.user.id));
    expect((await consume(token, host)).statusCode).toBe(401);
  });
});
