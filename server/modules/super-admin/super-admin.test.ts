import { expect, it } from 'vitest';
import { ensureSuperAdmin } from './bootstrap';
import { verifyPassword } from '../../lib/passwords';
import { createTestUser, MARKETING_HOST, tenantHostOf } from '../../test/factories';
import { describeEachDatabase, testConfig } from '../../test/harness';
import { ADMIN_COOKIE, SESSION_COOKIE, request, setCookie } from '../../test/http';
import { signIn } from '../../test/sign-in';
import { findSuperAdminByUsername } from './repository';

describeEachDatabase('super admin', (t) => {
  const host = MARKETING_HOST;
  const username = 'platform-owner';
  const password = 'super-secret-password';

  async function signInAsSuperAdmin(): Promise<string> {
    await ensureSuperAdmin(
      t.db,
      testConfig({ superAdminUsername: username, superAdminPassword: password }),
      t.clock,
    );
    const response = await request(t.app).post(
      '/api/super-admin/login',
      { username, password },
      { host },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: { id: expect.any(String), username, fullName: 'Super Admin' },
    });
    const cookie = setCookie(response, ADMIN_COOKIE);
    expect(String(response.headers['set-cookie'])).toContain('HttpOnly');
    return cookie!;
  }

  it('signs in, has a session, signs out', async () => {
    const cookie = await signInAsSuperAdmin();
    const session = await request(t.app).get('/api/super-admin/session', { host, cookie });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.username).toBe(username);

    const logout = await request(t.app).post('/api/super-admin/logout', undefined, {
      host,
      cookie,
    });
    expect(logout.statusCode).toBe(200);
    expect(
      (await request(t.app).get('/api/super-admin/session', { host, cookie })).statusCode,
    ).toBe(401);
  });

  it('answers wrong credentials with the spec 8 message and validates with spec 5', async () => {
    await ensureSuperAdmin(
      t.db,
      testConfig({ superAdminUsername: username, superAdminPassword: password }),
      t.clock,
    );
    const wrong = await request(t.app).post(
      '/api/super-admin/login',
      { username, password: 'nope' },
      { host },
    );
    const unknown = await request(t.app).post(
      '/api/super-admin/login',
      { username: 'x', password: 'nope' },
      { host },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: 'Unauthorized',
      message: 'Invalid super admin credentials',
    });
    expect(unknown.body).toBe(wrong.body);
    const empty = await request(t.app).post(
      '/api/super-admin/login',
      { username: '', password: '' },
      { host },
    );
    expect(empty.json()).toEqual({
      error: 'Bad Request',
      message: 'username: Username is required',
      field: 'username',
    });
  });

  it('never accepts a tenant session as a super-admin one, nor the other way round', async () => {
    const account = await createTestUser(t, { role: 'admin' });
    const tenantCookie = await signIn(t.app, account);
    const tenantId = tenantCookie.split('=')[1];
    const asAdmin = await request(t.app).get('/api/super-admin/session', {
      host,
      cookie: `${ADMIN_COOKIE}=${tenantId}`,
    });
    expect(asAdmin.statusCode).toBe(401);

    const adminId = (await signInAsSuperAdmin()).split('=')[1];
    const tenantHost = tenantHostOf(account.dealership);
    for (const cookie of [`${SESSION_COOKIE}=${adminId}`, `${ADMIN_COOKIE}=${adminId}`]) {
      expect(
        (await request(t.app).get('/api/auth/session', { host: tenantHost, cookie })).statusCode,
      ).toBe(401);
    }
  });

  it('takes its account from SUPER_ADMIN_USERNAME / PASSWORD, or generates one once outside production', async () => {
    const configured = await ensureSuperAdmin(
      t.db,
      testConfig({ superAdminUsername: 'env-admin', superAdminPassword: 'first-password' }),
      t.clock,
    );
    expect(configured).toEqual({ username: 'env-admin', status: 'configured' });
    await ensureSuperAdmin(
      t.db,
      testConfig({ superAdminUsername: 'env-admin', superAdminPassword: 'second-password' }),
      t.clock,
    );
    const stored = await findSuperAdminByUsername(t.db, 'env-admin');
    expect(await verifyPassword(stored!.passwordHash, 'second-password')).toBe(true);

    // Any super admin exists now, so nothing is generated.
    expect((await ensureSuperAdmin(t.db, testConfig(), t.clock)).status).toBe('existing');
  });
});
