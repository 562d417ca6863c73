import { expect, it } from 'vitest';
import { createTestUser, LOGIN_HOST, tenantHostOf } from '../test/factories';
import { describeEachDatabase } from '../test/harness';
import { request } from '../test/http';
import { signIn } from '../test/sign-in';

describeEachDatabase('Origin check and JSON bodies on state-changing API calls', (t) => {
  const body = { username: 'someone', password: 'something' };
  const refused = {
    error: 'Forbidden',
    message: 'Cross-site request refused: the Origin header must match this host',
  };

  it('refuses a write without Origin or Referer', async () => {
    const response = await request(t.app).post('/api/auth/universal-login', body, {
      host: LOGIN_HOST,
      origin: null,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refused);
  });

  it("refuses a sibling tenant's page posting to this tenant's API (same site, other host)", async () => {
    const victim = await createTestUser(t);
    const attacker = await createTestUser(t);
    const host = tenantHostOf(victim.dealership);
    const cookie = await signIn(t.app, victim);
    const response = await request(t.app).post(
      '/api/user/preferences',
      { onboardingCompleted: true },
      { host, cookie, origin: `http://${tenantHostOf(attacker.dealership)}` },
    );
    expect(response.statusCode).toBe(403);
    const logout = await request(t.app).post('/api/auth/logout', undefined, {
      host,
      cookie,
      origin: 'null',
    });
    expect(logout.statusCode).toBe(403);
    expect((await request(t.app).get('/api/auth/session', { host, cookie })).statusCode).toBe(200);
  });

  it('accepts a same-host Referer when the Origin is missing', async () => {
    const response = await request(t.app).post('/api/auth/universal-login', body, {
      host: LOGIN_HOST,
      origin: null,
      headers: { referer: `http://${LOGIN_HOST}/login` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 415 for a text/plain or form body and 400 for malformed JSON', async () => {
    const text = await request(t.app).post('/api/auth/universal-login', JSON.stringify(body), {
      host: LOGIN_HOST,
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({
      error: 'Unsupported Media Type',
      message: 'Request bodies must be application/json',
      field: 'content-type',
    });
    const form = await request(t.app).post('/api/auth/universal-login', 'username=a&password=b', {
      host: LOGIN_HOST,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
    const malformed = await request(t.app).post('/api/auth/universal-login', '{"username": ', {
      host: LOGIN_HOST,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      error: 'Bad Request',
      message: 'Malformed JSON body',
      field: 'body',
    });
  });

  it('answers unknown API routes with 404 JSON and bad input without a stack trace', async () => {
    const missing = await request(t.app).get('/api/no-such-thing', { host: LOGIN_HOST });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: 'Not Found',
      message: 'No route for GET /api/no-such-thing',
    });
    const wrongType = await request(t.app).post(
      '/api/auth/universal-login',
      { username: 42, password: [] },
      { host: LOGIN_HOST },
    );
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.body).not.toMatch(/at .*\.ts|stack/i);
    expect(wrongType.json()).toMatchObject({ error: 'Bad Request', field: 'username' });
  });

  it('sets Referrer-Policy no-referrer and a CSP without inline scripts', async () => {
    const response = await request(t.app).get('/api/health', { host: LOGIN_HOST });
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1];
    expect(scriptSrc).toBe("'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
