import { expect, it } from 'vitest';
import { MINUTE_MS } from '../../lib/clock';
import { createTestUser, LOGIN_HOST, uniqueName } from '../../test/factories';
import { describeEachDatabase } from '../../test/harness';
import { request } from '../../test/http';

describeEachDatabase('sign-in rate limits', (t) => {
  const attempt = (
    username: string,
    password: string,
    options: { remoteAddress?: string; forwardedFor?: string; app?: typeof t.app } = {},
  ) =>
    request(options.app ?? t.app).post(
      '/api/auth/universal-login',
      { username, password },
      {
        host: LOGIN_HOST,
        remoteAddress: options.remoteAddress,
        headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
      },
    );

  it('blocks an account after 10 failures in 15 minutes, even with the right password', async () => {
    const account = await createTestUser(t);
    for (let n = 0; n < 10; n++) {
      const response = await attempt(account.user.username, 'wrong-password', {
        remoteAddress: `198.51.100.${n}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await attempt(account.user.username, account.password, {
      remoteAddress: '198.51.100.99',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: 'Too Many Requests',
      message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    });
    t.clock.advance(15 * MINUTE_MS);
    expect((await attempt(account.user.username, account.password)).statusCode).toBe(200);
  });

  it('blocks a client address after 10 failures, whatever X-Forwarded-For says', async () => {
    const address = '192.0.2.77';
    for (let n = 0; n < 10; n++) {
      const response = await attempt(uniqueName('guess'), 'wrong-password', {
        remoteAddress: address,
        forwardedFor: `10.0.${n}.1`,
      });
      expect(response.statusCode).toBe(401);
    }
    const account = await createTestUser(t);
    const blocked = await attempt(account.user.username, account.password, {
      remoteAddress: address,
      forwardedFor: '10.9.9.9',
    });
    expect(blocked.statusCode).toBe(429);
    expect(
      (await attempt(account.user.username, account.password, { remoteAddress: '192.0.2.78' }))
        .statusCode,
    ).toBe(200);
  });

  it('uses X-Forwarded-For only under TRUST_PROXY', async () => {
    const behindProxy = await t.buildApp({ trustProxy: true });
    const proxy = '192.0.2.200';
    for (let n = 0; n < 10; n++) {
      await attempt(uniqueName('guess'), 'wrong-password', {
        app: behindProxy,
        remoteAddress: proxy,
        forwardedFor: '203.0.113.9',
      });
    }
    const account = await createTestUser(t);
    const otherClient = await attempt(account.user.username, account.password, {
      app: behindProxy,
      remoteAddress: proxy,
      forwardedFor: '203.0.113.10',
    });
    expect(otherClient.statusCode).toBe(200);
    const sameClient = await attempt(account.user.username, account.password, {
      app: behindProxy,
      remoteAddress: proxy,
      forwardedFor: '203.0.113.9',
    });
    expect(sameClient.statusCode).toBe(429);
  });

  it('counts parallel failures: never more than 10 get through to the password check', async () => {
    const account = await createTestUser(t);
    const results = await Promise.all(
      Array.from({ length: 14 }, (_, n) =>
        attempt(account.user.username, 'wrong-password', { remoteAddress: `198.18.0.${n}` }),
      ),
    );
    const statuses = results.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(4);
  });
});
