import { describe, expect, it } from 'vitest';
import {
  createTestDealership,
  createTestUser,
  LOGIN_HOST,
  tenantHostOf,
} from '../../test/factories';
import { describeEachDatabase } from '../../test/harness';
import { SESSION_COOKIE, request, setCookie } from '../../test/http';

describeEachDatabase('POST /api/auth/universal-login', (t) => {
  const login = (body: unknown, host = LOGIN_HOST) =>
    request(t.app).post('/api/auth/universal-login', body, { host });

  it('answers user, tenant, a temp token and the tenant host callback built from config', async () => {
    const account = await createTestUser(t, { role: 'manager', fullName: 'Casey Jones' });
    const response = await login({ username: account.user.username, password: account.password });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({
      id: account.user.id,
      username: account.user.username,
      role: 'manager',
      fullName: 'Casey Jones',
      email: account.user.email,
    });
    expect(body.tenant).toEqual({
      id: account.dealership.id,
      name: account.dealership.name,
      slug: account.dealership.slug,
    });
    expect(body.tempToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.redirectUrl).toBe(
      `http://${account.dealership.slug}.app.localhost:3000/sso-callback?token=${body.tempToken}&tenant=${account.dealership.slug}`,
    );
    // No session here: only the device cookie of decision 0025.
    expect(response.cookies.map((cookie) => cookie.name)).toEqual(['lotready_device']);
    expect(JSON.stringify(body)).not.toContain('passwordHash');
  });

  it('finds the user whatever the letter case of the username', async () => {
    const account = await createTestUser(t, { username: 'MixedCase' + Date.now().toString(36) });
    const response = await login({
      username: account.user.username.toLowerCase(),
      password: account.password,
    });
    expect(response.statusCode).toBe(200);
  });

  it('never builds the redirect from the Host header', async () => {
    const account = await createTestUser(t);
    const other = await createTestDealership(t);
    for (const host of ['localhost:4444', tenantHostOf(other)]) {
      const response = await login(
        { username: account.user.username, password: account.password },
        host,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().redirectUrl).toMatch(
        new RegExp(`^http://${account.dealership.slug}\\.app\\.localhost:3000/sso-callback\\?`),
      );
    }
  });

  it('gives the same answer for an unknown user, a wrong password and a disabled user', async () => {
    const account = await createTestUser(t);
    const disabled = await createTestUser(t, { disabled: true });
    const unknown = await login({ username: 'nobody-here', password: 'whatever1' });
    const wrong = await login({ username: account.user.username, password: 'wrong-password' });
    const off = await login({ username: disabled.user.username, password: disabled.password });

    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({
      error: 'Unauthorized',
      message: 'Invalid username or password',
    });
    for (const response of [wrong, off]) {
      expect(response.statusCode).toBe(unknown.statusCode);
      expect(response.body).toBe(unknown.body);
    }
  });

  it('refuses a user of an inactive dealership with the same answer', async () => {
    const dealership = await createTestDealership(t, { active: false });
    const account = await createTestUser(t, { dealership });
    const response = await login({ username: account.user.username, password: account.password });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid username or password');
  });

  it('validates with the spec 5 messages, naming the field', async () => {
    const short = await login({ username: 'ab', password: 'secret-enough' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      error: 'Bad Request',
      message: 'username: Username must be at least 3 characters',
      field: 'username',
    });
    const shortPassword = await login({ username: 'someone', password: '12345' });
    expect(shortPassword.json()).toMatchObject({
      message: 'password: Password must be at least 6 characters',
      field: 'password',
    });
    const noBody = await request(t.app).post('/api/auth/universal-login', undefined, {
      host: LOGIN_HOST,
    });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().field).toBe('body');
  });

  describe('in local mode', () => {
    it("stays on the local host for that host's own dealership (relative callback)", async () => {
      const demo = await createTestDealership(t, { slug: 'demo', name: 'Demo Motors' });
      const account = await createTestUser(t, { dealership: demo });
      const response = await login(
        { username: account.user.username, password: account.password },
        'lotready.internal:3000',
      );
      expect(response.statusCode).toBe(200);
      const { tempToken, redirectUrl } = response.json();
      expect(redirectUrl).toBe(`/sso-callback?token=${tempToken}&tenant=demo`);

      const consumed = await request(t.app).post(
        '/api/auth/consume-token',
        { token: tempToken },
        { host: 'lotready.internal:3000' },
      );
      expect(consumed.statusCode).toBe(200);
      expect(setCookie(consumed, SESSION_COOKIE)).toBeDefined();
    });
  });

  it('sends a user of another dealership to that dealership, even from a local host', async () => {
    const account = await createTestUser(t);
    const response = await login(
      { username: account.user.username, password: account.password },
      'lotready.internal:3000',
    );
    expect(response.json().redirectUrl).toContain(
      `http://${tenantHostOf(account.dealership)}/sso-callback`,
    );
  });
});
