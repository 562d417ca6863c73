import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../db/schema';
import { withSystemTransaction } from '../../db/transactions';
import { createTestUser, LOGIN_HOST, tenantHostOf } from '../../test/factories';
import { describeEachDatabase } from '../../test/harness';
import { SESSION_COOKIE, request, setCookie } from '../../test/http';
import { findUserByUsernameAnyTenant } from './repository';

const DEVICE_COOKIE = 'lotready_device';

describeEachDatabase('GET /api/auth/last-sign-in (decision 0033)', (t) => {
  /**
   * Signs in on the login host and completes the hand-off on the dealership's host, as the
   * browser does: the device cookie (login host) and the session cookie (dealership host).
   */
  const signInOnLoginHost = async (
    username: string,
    password: string,
    deviceCookie?: string,
  ): Promise<string> => {
    const response = await request(t.app).post(
      '/api/auth/universal-login',
      { username, password },
      { host: LOGIN_HOST, cookie: deviceCookie },
    );
    expect(response.statusCode).toBe(200);
    const found = await withSystemTransaction(t.db, (tx) =>
      findUserByUsernameAnyTenant(tx, username),
    );
    const consumed = await request(t.app).post(
      '/api/auth/consume-token',
      { token: response.json().tempToken },
      { host: `${found!.dealership.slug}.app.localhost` },
    );
    expect(consumed.statusCode).toBe(200);
    sessionCookies.set(username, setCookie(consumed, SESSION_COOKIE)!);
    return deviceCookie ?? setCookie(response, DEVICE_COOKIE)!;
  };
  const sessionCookies = new Map<string, string>();
  const lastSignIn = (cookie: string | undefined, host = LOGIN_HOST) =>
    request(t.app).get('/api/auth/last-sign-in', { host, cookie });

  it('names the dealership and person who last signed in from this browser, and their address', async () => {
    const account = await createTestUser(t, { fullName: 'Robin Lee' });
    const cookie = await signInOnLoginHost(account.user.username, account.password);
    const response = await lastSignIn(cookie);
    expect(response.statusCode).toBe(200);
    const offered = {
      dealershipName: account.dealership.name,
      userName: 'Robin Lee',
      url: `http://${account.dealership.slug}.app.localhost:3000/`,
    };
    expect(response.json()).toEqual({ lastSignIn: offered, signIns: [offered] });
    // Names only: no token, no session, nothing that signs anyone in.
    expect(response.cookies).toEqual([]);
  });

  it('offers every dealership signed into from the browser, newest first (#29)', async () => {
    const first = await createTestUser(t, { fullName: 'First Person' });
    const second = await createTestUser(t, { fullName: 'Second Person' });
    const cookie = await signInOnLoginHost(first.user.username, first.password);
    t.clock.advance(1000);
    await signInOnLoginHost(second.user.username, second.password, cookie);
    const answer = (await lastSignIn(cookie)).json();
    expect(answer.lastSignIn.userName).toBe('Second Person');
    expect(answer.signIns.map((s: { userName: string }) => s.userName)).toEqual([
      'Second Person',
      'First Person',
    ]);
  });

  it('stops saying "Signed in here as" once that person signed out (#29)', async () => {
    const leaving = await createTestUser(t, { fullName: 'Leaving Person' });
    const staying = await createTestUser(t, { fullName: 'Staying Person' });
    const cookie = await signInOnLoginHost(staying.user.username, staying.password);
    t.clock.advance(1000);
    await signInOnLoginHost(leaving.user.username, leaving.password, cookie);
    const logout = await request(t.app).post('/api/auth/logout', undefined, {
      host: tenantHostOf(leaving.dealership),
      cookie: sessionCookies.get(leaving.user.username),
    });
    expect(logout.statusCode).toBe(200);
    const answer = (await lastSignIn(cookie)).json();
    expect(answer.signIns.map((s: { userName: string }) => s.userName)).toEqual(['Staying Person']);
    expect(answer.lastSignIn.userName).toBe('Staying Person');
  });

  it('stops offering a sign-in whose session ran out', async () => {
    const account = await createTestUser(t);
    const cookie = await signInOnLoginHost(account.user.username, account.password);
    t.clock.advance(t.app.config.sessionIdleTimeoutMs);
    expect((await lastSignIn(cookie)).json()).toEqual({ lastSignIn: null, signIns: [] });
  });

  it.each([
    ['no cookie', () => Promise.resolve(undefined)],
    ['an unknown cookie', () => Promise.resolve(`${DEVICE_COOKIE}=made-up-token`)],
  ])('answers null for %s, with 200 (no error in the console)', async (_, cookieOf) => {
    const response = await lastSignIn(await cookieOf());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ lastSignIn: null, signIns: [] });
  });

  it('answers null off the login host, for a disabled user, and once forgotten', async () => {
    const account = await createTestUser(t);
    const cookie = await signInOnLoginHost(account.user.username, account.password);
    expect((await lastSignIn(cookie, tenantHostOf(account.dealership))).json()).toEqual({
      lastSignIn: null,
      signIns: [],
    });
    const forget = await request(t.app).post('/api/auth/forget-last-sign-in', undefined, {
      host: LOGIN_HOST,
      cookie,
    });
    expect(forget.statusCode).toBe(200);
    expect((await lastSignIn(cookie)).json()).toEqual({ lastSignIn: null, signIns: [] });

    const disabled = await createTestUser(t);
    const disabledCookie = await signInOnLoginHost(disabled.user.username, disabled.password);
    await withSystemTransaction(t.db, (tx) =>
      tx.update(users).set({ disabled: true }).where(eq(users.id, disabled.user.id)),
    );
    expect((await lastSignIn(disabledCookie)).json()).toEqual({
      lastSignIn: null,
      signIns: [],
    });
  });
});
