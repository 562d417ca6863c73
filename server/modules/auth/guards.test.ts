import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { MINUTE_MS } from '../../lib/clock';
import { requireRecentReauth, requireRight, requireUser } from '../../plugins/session';
import { createTestUser, tenantHostOf } from '../../test/factories';
import { describeEachDatabase } from '../../test/harness';
import { SESSION_COOKIE, request, setCookie } from '../../test/http';
import { signIn } from '../../test/sign-in';

describeEachDatabase('auth guards and re-authentication', (t) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    // Routes as later modules write them, on an app built like the real one.
    app = await t.buildApp();
    app.get('/api/test/managers', { preHandler: requireUser('manager') }, async () => ({
      ok: true,
    }));
    app.get('/api/test/users-view', { preHandler: requireRight('users.view') }, async () => ({
      ok: true,
    }));
    app.delete('/api/test/everything', { preHandler: requireUser() }, async (request) => {
      requireRecentReauth(request);
      return { ok: true };
    });
  });

  it('requireUser(role): 401 signed out, 403 below the role, 200 at or above it', async () => {
    const user = await createTestUser(t, { role: 'user' });
    const manager = await createTestUser(t, { role: 'manager', dealership: user.dealership });
    const admin = await createTestUser(t, { role: 'admin', dealership: user.dealership });
    const host = tenantHostOf(user.dealership);
    expect((await request(app).get('/api/test/managers', { host })).statusCode).toBe(401);
    const forbidden = await request(app).get('/api/test/managers', {
      host,
      cookie: await signIn(app, user),
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      error: 'Forbidden',
      message: 'You do not have permission to do this',
    });
    for (const account of [manager, admin]) {
      const cookie = await signIn(app, account);
      expect((await request(app).get('/api/test/managers', { host, cookie })).statusCode).toBe(200);
      expect((await request(app).get('/api/test/users-view', { host, cookie })).statusCode).toBe(
        200,
      );
    }
  });

  it('marks the session re-authenticated for 5 minutes when the same user logs in again', async () => {
    const account = await createTestUser(t, { role: 'admin' });
    const host = tenantHostOf(account.dealership);
    const cookie = await signIn(app, account);
    const clear = () => request(app).delete('/api/test/everything', { host, cookie });

    const before = await clear();
    expect(before.statusCode).toBe(403);
    expect(before.json().message).toBe('Please confirm your password to continue');

    const confirm = await request(app).post(
      '/api/auth/login',
      { username: account.user.username, password: account.password },
      { host, cookie },
    );
    expect(confirm.statusCode).toBe(200);
    expect(setCookie(confirm, SESSION_COOKIE)).toBeUndefined(); // the session is kept, not replaced
    expect((await clear()).statusCode).toBe(200);

    t.clock.advance(5 * MINUTE_MS + 1);
    expect((await clear()).statusCode).toBe(403);
  });

  it('does not re-authenticate on a wrong password', async () => {
    const account = await createTestUser(t, { role: 'admin' });
    const host = tenantHostOf(account.dealership);
    const cookie = await signIn(app, account);
    const wrong = await request(app).post(
      '/api/auth/login',
      { username: account.user.username, password: 'not-my-password' },
      { host, cookie },
    );
    expect(wrong.statusCode).toBe(401);
    expect((await request(app).delete('/api/test/everything', { host, cookie })).statusCode).toBe(
      403,
    );
  });
});
