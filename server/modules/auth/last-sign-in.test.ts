import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../db/schema';
import { withSystemTransaction } from '../../db/transactions';
import { createTestUser, LOGIN_HOST, tenantHostOf } from '../../test/factories';
import { describeEachDatabase } from '../../test/harness';
import { request, setCookie } from '../../test/http';

const DEVICE_COOKIE = 'lotready_device';

describeEachDatabase('GET /api/auth/last-sign-in (decision 0033)', (t) => {
  const signInOnLoginHost = async (username: string, password: string) => {
    const response = await request(t.app).post(
      '/api/auth/universal-login',
      { username, password },
      { host: LOGIN_HOST },
    );
    expect(response.statusCode).toBe(200);
    return setCookie(response, DEVICE_COOKIE);
  };
  const lastSignIn = (cookie: string | undefined, host = LOGIN_HOST) =>
    request(t.app).get('/api/auth/last-sign-in', { host, cookie });

  it('names the dealership and person who last signed in from this browser, and their address', async () => {
    const account = await createTestUser(t, { fullName: 'Robin Lee' });
    const cookie = await signInOnLoginHost(account.user.username, account.password);
    const response = await lastSignIn(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      lastSignIn: {
        dealershipName: account.dealership.name,
        userName: 'Robin Lee',
        url: `http://${account.dealership.slug}.app.localhost:3000/`,
      },
    });
    // Names only: no token, no session, nothing that signs anyone in.
    expect(response.cookies).toEqual([]);
  });

  it('the newest of several accounts signed in from the browser', async () => {
    const first = await createTestUser(t, { fullName: 'First Person' });
    const second = await createTestUser(t, { fullName: 'Second Person' });
    const cookie = await signInOnLoginHost(first.user.username, first.password);
    t.clock.advance(1000);
    const response = await request(t.app).post(
      '/api/auth/universal-login',
      { username: second.user.username, password: second.password },
      { host: LOGIN_HOST, cookie },
    );
    expect(response.statusCode).toBe(200);
    expect((await lastSignIn(cookie)).json().lastSignIn.userName).toBe('Second Person');
  });

  it.each([
    ['no cookie', () => Promise.resolve(undefined)],
    ['an unknown cookie', () => Promise.resolve(`${DEVICE_COOKIE}=made-up-token`)],
  ])('answers null for %s, with 200 (no error in the console)', async (_, cookieOf) => {
    const response = await lastSignIn(await cookieOf());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ lastSignIn: null });
  });

  it('answers null off the login host, for a disabled user, and once forgotten', async () => {
    const account = await createTestUser(t);
    const cookie = await signInOnLoginHost(account.user.username, account.password);
    expect((await lastSignIn(cookie, tenantHostOf(account.dealership))).json()).toEqual({
      lastSignIn: null,
    });
    const forget = await request(t.app).post('/api/auth/forget-last-sign-in', undefined, {
      host: LOGIN_HOST,
      cookie,
    });
    expect(forget.statusCode).toBe(200);
    expect((await lastSignIn(cookie)).json()).toEqual({ lastSignIn: null });

    const disabled = await createTestUser(t);
    const disabledCookie = await signInOnLoginHost(disabled.user.username, disabled.password);
    await withSystemTransaction(t.db, (tx) =>
      tx.update(users).set({ disabled: true }).where(eq(users.id, disabled.user.id)),
    );
    expect((await lastSignIn(disabledCookie)).json()).toEqual({ lastSignIn: null });
  });
});
