import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { ensureSuperAdmin } from '../super-admin/bootstrap';
import { SECOND_MS } from '../../lib/clock';
import { MAX_SESSIONS_PER_USER } from '../../plugins/session-store';
import { createTestUser, LOGIN_HOST, tenantHostOf, uniqueName } from '../../test/factories';
import { describeEachDatabase, testConfig } from '../../test/harness';
import { request, SESSION_COOKIE, setCookie } from '../../test/http';

const DEVICE_COOKIE = 'lotready_device';

describeEachDatabase('sign-in throttling (decision 0025)', (t) => {
  const attempt = (
    username: string,
    password: string,
    options: {
      address?: string;
      forwardedFor?: string;
      device?: string;
      app?: FastifyInstance;
    } = {},
  ) =>
    request(options.app ?? t.app).post(
      '/api/auth/universal-login',
      { username, password },
      {
        host: LOGIN_HOST,
        remoteAddress: options.address,
        cookie: options.device,
        headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
      },
    );
  const fail = async (count: number, username: string, options: Parameters<typeof attempt>[2]) => {
    for (let n = 0; n < count; n++) {
      expect((await attempt(username, 'wrong-password', options)).statusCode).toBe(401);
    }
  };

  it('lets 5 failures from one address pass, then makes that address wait 30 s, 60 s, 120 s…', async () => {
    const account = await createTestUser(t);
    const from = { address: '198.51.100.1' };
    await fail(5, account.user.username, from);
    const slowed = await attempt(account.user.username, account.password, from);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('30');
    expect(slowed.json()).toEqual({
      error: 'Too Many Requests',
      message: 'Too many failed sign-in attempts. Please wait 1 minute and try again.',
    });
    t.clock.advance(30 * SECOND_MS);
    await fail(1, account.user.username, from);
    expect(
      (await attempt(account.user.username, account.password, from)).headers['retry-after'],
    ).toBe('60');
    t.clock.advance(60 * SECOND_MS);
    await fail(1, account.user.username, from);
    expect(
      (await attempt(account.user.username, account.password, from)).headers['retry-after'],
    ).toBe('120');
    t.clock.advance(120 * SECOND_MS);
    expect((await attempt(account.user.username, account.password, from)).statusCode).toBe(200);
  });

  it("never slows the account's owner at another address for someone else's failures", async () => {
    const account = await createTestUser(t);
    await fail(5, account.user.username, { address: '198.51.100.2' });
    const slowed = await attempt(account.user.username, 'wrong-password', {
      address: '198.51.100.2',
    });
    expect(slowed.statusCode).toBe(429);
    expect(
      (await attempt(account.user.username, account.password, { address: '198.51.100.3' }))
        .statusCode,
    ).toBe(200);
  });

  it('lets a browser that signed in before through whatever failed elsewhere, even at the same address', async () => {
    const account = await createTestUser(t);
    const office = '192.0.2.10';
    const first = await attempt(account.user.username, account.password, { address: office });
    const device = setCookie(first, DEVICE_COOKIE);
    expect(device).toBeDefined();
    await fail(5, account.user.username, { address: office });
    for (let n = 0; n < 60; n++) {
      await attempt(account.user.username, 'wrong-password', { address: `203.0.113.${n}` });
    }
    expect(
      (await attempt(account.user.username, account.password, { address: '198.18.0.1' }))
        .statusCode,
    ).toBe(429);
    expect(
      (await attempt(account.user.username, account.password, { address: office, device }))
        .statusCode,
    ).toBe(200);
  });

  it('slows a known browser only after its own failures, and a cookie of another account counts as unknown', async () => {
    const account = await createTestUser(t);
    const other = await createTestUser(t);
    const device = setCookie(
      await attempt(account.user.username, account.password, { address: '192.0.2.20' }),
      DEVICE_COOKIE,
    );
    await fail(5, account.user.username, { address: '192.0.2.20', device });
    expect(
      (await attempt(account.user.username, account.password, { address: '192.0.2.20', device }))
        .statusCode,
    ).toBe(429);
    await fail(5, other.user.username, { address: '192.0.2.21', device });
    expect(
      (await attempt(other.user.username, other.password, { address: '192.0.2.21', device }))
        .statusCode,
    ).toBe(429);
  });

  it('slows unknown browsers at an address after 30 failures over many accounts, not known ones', async () => {
    const address = '192.0.2.30';
    const colleague = await createTestUser(t);
    const device = setCookie(
      await attempt(colleague.user.username, colleague.password, { address }),
      DEVICE_COOKIE,
    );
    for (let n = 0; n < 30; n++) await fail(1, uniqueName('guess'), { address });
    const newcomer = await createTestUser(t);
    expect((await attempt(newcomer.user.username, newcomer.password, { address })).statusCode).toBe(
      429,
    );
    expect(
      (await attempt(colleague.user.username, colleague.password, { address, device })).statusCode,
    ).toBe(200);
    expect(
      (await attempt(newcomer.user.username, newcomer.password, { address: '192.0.2.31' }))
        .statusCode,
    ).toBe(200);
  });

  it('counts parallel failures: at most 5 reach the password check from one address', async () => {
    const account = await createTestUser(t);
    const results = await Promise.all(
      Array.from({ length: 14 }, () =>
        attempt(account.user.username, 'wrong-password', { address: '198.18.0.9' }),
      ),
    );
    const statuses = results.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(9);
  });

  it('gives the super admin the same scheme', async () => {
    const admin = { username: uniqueName('root'), password: 'correct-horse-battery' };
    await ensureSuperAdmin(
      t.db,
      testConfig({ superAdminUsername: admin.username, superAdminPassword: admin.password }),
      t.clock,
    );
    const login = (password: string, address: string, cookie?: string) =>
      request(t.app).post(
        '/api/super-admin/login',
        { username: admin.username, password },
        { host: LOGIN_HOST, remoteAddress: address, cookie },
      );
    const device = setCookie(await login(admin.password, '192.0.2.40'), DEVICE_COOKIE);
    for (let n = 0; n < 5; n++) expect((await login('wrong', '203.0.113.40')).statusCode).toBe(401);
    expect((await login(admin.password, '203.0.113.40')).statusCode).toBe(429);
    expect((await login(admin.password, '203.0.113.40', device)).statusCode).toBe(200);
  });

  it('caps successful sign-ins at 30 per account in 15 minutes', async () => {
    const account = await createTestUser(t);
    for (let n = 0; n < 30; n++) {
      expect((await attempt(account.user.username, account.password)).statusCode).toBe(200);
    }
    const capped = await attempt(account.user.username, account.password);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe(
      'Too many sign-ins. Please wait a few minutes and try again.',
    );
  });

  it(`keeps at most ${MAX_SESSIONS_PER_USER} sessions per user, ending the oldest first`, async () => {
    const account = await createTestUser(t);
    const host = tenantHostOf(account.dealership);
    const cookies: string[] = [];
    for (let n = 0; n <= MAX_SESSIONS_PER_USER; n++) {
      const response = await request(t.app).post(
        '/api/auth/login',
        { username: account.user.username, password: account.password },
        { host },
      );
      cookies.push(setCookie(response, SESSION_COOKIE) ?? '');
      t.clock.advance(SECOND_MS);
    }
    const statuses = [];
    for (const cookie of cookies) {
      statuses.push((await request(t.app).get('/api/auth/session', { host, cookie })).statusCode);
    }
    expect(statuses).toEqual([401, ...Array<number>(MAX_SESSIONS_PER_USER).fill(200)]);
  });
});

describeEachDatabase('the client address behind proxies (TRUST_PROXY)', (t) => {
  const failFrom = async (app: FastifyInstance, username: string, remote: string, xff: string) =>
    request(app).post(
      '/api/auth/universal-login',
      { username, password: 'wrong-password' },
      { host: LOGIN_HOST, remoteAddress: remote, headers: { 'x-forwarded-for': xff } },
    );

  it.each([
    ['ignores X-Forwarded-For without TRUST_PROXY', false, '192.0.2.50', true],
    ['takes the address one proxy saw, not the left-most a client wrote', 1, '192.0.2.50', false],
    ['takes it from a listed proxy address', ['192.0.2.50'], '192.0.2.50', false],
    ['ignores the header from a proxy not on the list', ['192.0.2.51'], '192.0.2.50', true],
  ] as const)('%s', async (_name, trustProxy, proxy, sameClient) => {
    const app = await t.buildApp({
      trustProxy: typeof trustProxy === 'object' ? [...trustProxy] : trustProxy,
    });
    const account = await createTestUser(t);
    // The client forges a new left-most address on every try; the proxy appends the real one.
    for (let n = 0; n < 5; n++) {
      const response = await failFrom(
        app,
        account.user.username,
        proxy,
        `10.0.0.${n}, 203.0.113.60`,
      );
      expect(response.statusCode).toBe(401);
    }
    const next = await failFrom(app, account.user.username, proxy, '10.9.9.9, 203.0.113.61');
    // Seen as one client (the proxy) unless the proxy is trusted: then 203.0.113.61 is new.
    expect(next.statusCode).toBe(sameClient ? 429 : 401);
    const forged = await failFrom(app, account.user.username, proxy, '10.8.8.8, 203.0.113.60');
    expect(forged.statusCode).toBe(429);
  });
});
