import { expect, it } from 'vitest';
import { ensureSuperAdmin } from '../super-admin/bootstrap';
import { MINUTE_MS, SECOND_MS } from '../../lib/clock';
import { createTestUser, LOGIN_HOST, tenantHostOf, type TestUser } from '../../test/factories';
import { describeEachDatabase, testConfig } from '../../test/harness';
import { ADMIN_COOKIE, SESSION_COOKIE, request, setCookie } from '../../test/http';
import { signIn } from '../../test/sign-in';

describeEachDatabase('no silent account switch (decision 0026)', (t) => {
  const tokenFor = async (account: TestUser) =>
    (
      await request(t.app).post(
        '/api/auth/universal-login',
        { username: account.user.username, password: account.password },
        { host: LOGIN_HOST },
      )
    ).json().tempToken as string;
  const consume = (body: { token: string; replace?: boolean }, host: string, cookie?: string) =>
    request(t.app).post('/api/auth/consume-token', body, { host, cookie });

  it("asks before a link made for someone else replaces the signed-in person's session", async () => {
    const signedIn = await createTestUser(t, { fullName: 'Robin Lee' });
    const other = await createTestUser(t, {
      dealership: signedIn.dealership,
      fullName: 'Sam Cole',
    });
    const host = tenantHostOf(signedIn.dealership);
    const cookie = await signIn(t.app, signedIn);
    const token = await tokenFor(other);

    const asked = await consume({ token }, host, cookie);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({
      error: 'Conflict',
      message: 'Robin Lee is signed in here. Sign out Robin Lee and continue as Sam Cole?',
      signedInAs: 'Robin Lee',
      signingInAs: 'Sam Cole',
    });
    const still = await request(t.app).get('/api/auth/session', { host, cookie });
    expect(still.json().user.id).toBe(signedIn.user.id);

    // The token was left unspent: confirming uses it.
    const confirmed = await consume({ token, replace: true }, host, cookie);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user.id).toBe(other.user.id);
    expect((await request(t.app).get('/api/auth/session', { host, cookie })).statusCode).toBe(401);
  });

  it('signs in at once when nobody, or the same person, is signed in', async () => {
    const account = await createTestUser(t);
    const host = tenantHostOf(account.dealership);
    expect((await consume({ token: await tokenFor(account) }, host)).statusCode).toBe(200);
    const cookie = await signIn(t.app, account);
    expect((await consume({ token: await tokenFor(account) }, host, cookie)).statusCode).toBe(200);
  });
});

describeEachDatabase('ending sessions', (t) => {
  it('"Sign out everywhere" ends every session of the user and no one else\'s', async () => {
    const account = await createTestUser(t);
    const colleague = await createTestUser(t, { dealership: account.dealership });
    const host = tenantHostOf(account.dealership);
    const laptop = await signIn(t.app, account);
    t.clock.advance(SECOND_MS);
    const phone = await signIn(t.app, account);
    const theirs = await signIn(t.app, colleague);

    const response = await request(t.app).post(
      '/api/auth/logout-everywhere',
      {},
      { host, cookie: phone },
    );
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=;`);
    for (const cookie of [laptop, phone]) {
      expect((await request(t.app).get('/api/auth/session', { host, cookie })).statusCode).toBe(
        401,
      );
    }
    expect(
      (await request(t.app).get('/api/auth/session', { host, cookie: theirs })).statusCode,
    ).toBe(200);
    const signedOut = await request(t.app).post('/api/auth/logout-everywhere', {}, { host });
    expect(signedOut.statusCode).toBe(401);
  });

  it.each([0.5, 1, 5])(
    'keeps extending an idle timeout of %s minutes while the person is active',
    async (minutes) => {
      const idleMs = minutes * MINUTE_MS;
      const app = await t.buildApp({ sessionIdleTimeoutMs: idleMs });
      const account = await createTestUser(t);
      const host = tenantHostOf(account.dealership);
      const cookie = await signIn(app, account);
      // Active for ten timeouts, one request every 40 % of the timeout.
      for (let step = 0; step < 25; step++) {
        t.clock.advance(idleMs * 0.4);
        expect((await request(app).get('/api/auth/session', { host, cookie })).statusCode).toBe(
          200,
        );
      }
      t.clock.advance(idleMs);
      expect((await request(app).get('/api/auth/session', { host, cookie })).statusCode).toBe(401);
    },
  );

  it("ends the super admin's sessions on a password change, and retires a changed name", async () => {
    const login = (username: string, password: string) =>
      request(t.app).post('/api/super-admin/login', { username, password }, { host: LOGIN_HOST });
    const session = (cookie: string | undefined) =>
      request(t.app).get('/api/super-admin/session', { host: LOGIN_HOST, cookie });
    const configure = (username: string, password: string) =>
      ensureSuperAdmin(
        t.db,
        testConfig({ superAdminUsername: username, superAdminPassword: password }),
        t.clock,
      );

    await configure('owner-one', 'first-admin-secret');
    const first = setCookie(await login('owner-one', 'first-admin-secret'), ADMIN_COOKIE);
    expect((await session(first)).statusCode).toBe(200);

    await configure('owner-one', 'second-admin-secret');
    expect((await session(first)).statusCode).toBe(401);
    const second = setCookie(await login('owner-one', 'second-admin-secret'), ADMIN_COOKIE);
    expect((await session(second)).statusCode).toBe(200);

    await configure('owner-two', 'second-admin-secret');
    expect((await session(second)).statusCode).toBe(401);
    expect((await login('owner-one', 'second-admin-secret')).statusCode).toBe(401);
    const renamed = setCookie(await login('owner-two', 'second-admin-secret'), ADMIN_COOKIE);
    expect((await session(renamed)).statusCode).toBe(200);

    const everywhere = await request(t.app).post(
      '/api/super-admin/logout-everywhere',
      {},
      { host: LOGIN_HOST, cookie: renamed },
    );
    expect(everywhere.statusCode).toBe(200);
    expect((await session(renamed)).statusCode).toBe(401);
  });
});
