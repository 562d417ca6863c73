import { expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createMailer } from '../modules/mail/mailer';
import { signIn } from '../test/sign-in';
import { createTestUser, LOGIN_HOST, tenantHostOf, uniqueName } from '../test/factories';
import { describeEachDatabase } from '../test/harness';
import { request } from '../test/http';
import { REAL_CONTACTS } from '../test/real-contacts';

describeEachDatabase('safe production defaults', (t) => {
  it.each(['demo', 'login', 'app', 'www', 'api', 'support'])(
    'reserves the subdomain "%s"',
    async (slug) => {
      const response = await request(t.app).post(
        '/api/auth/signup',
        {
          dealershipName: 'Taken Motors',
          slug,
          fullName: 'Pat Owner',
          email: `${uniqueName('pat')}@example.test`,
          username: uniqueName('owner'),
          password: 'a-long-password',
        },
        { host: LOGIN_HOST },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'slug',
        message: 'slug: This subdomain is reserved',
      });
    },
  );

  it('answers 421 for a host no configured domain names in production, never the demo tenant', async () => {
    const production = await t.buildApp({ production: true });
    const unknown = await request(production).get('/api/tenant/info', {
      host: 'evil.example:3000',
    });
    expect(unknown.statusCode).toBe(421);
    const page = await request(production).get('/', { host: 'evil.example:3000' });
    expect(page.statusCode).toBe(421);
    const health = await request(production).get('/api/health', { host: '10.1.2.3:3000' });
    expect(health.statusCode).toBe(200);
  });

  it('refuses to start in production without SMTP_URL, and serves /api/docs there only with API_DOCS', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL must be set/);
    const productionEnv = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.test',
      ...REAL_CONTACTS,
    };
    expect(loadConfig(productionEnv).apiDocs).toBe(false);
    expect(loadConfig({ ...productionEnv, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true);
  });

  it('serves no /api/docs UI when API_DOCS is off', async () => {
    const closed = await t.buildApp({ apiDocs: false });
    expect((await request(closed).get('/api/docs/', { host: LOGIN_HOST })).statusCode).toBe(404);
    expect((await request(closed).get('/api/docs/json', { host: LOGIN_HOST })).statusCode).toBe(
      404,
    );
  });

  it('sends HSTS with includeSubDomains under HTTPS', async () => {
    const https = await t.buildApp({ publicScheme: 'https' });
    const response = await request(https).get('/api/health', { host: LOGIN_HOST });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('marks private API answers Cache-Control: no-store', async () => {
    const account = await createTestUser(t);
    const host = tenantHostOf(account.dealership);
    const cookie = await signIn(t.app, account);
    for (const url of ['/api/auth/session', '/api/tenant/info', '/api/user/preferences']) {
      const response = await request(t.app).get(url, { host, cookie });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const signedOut = await request(t.app).get('/api/auth/session', { host });
    expect(signedOut.headers['cache-control']).toBe('no-store');
  });

  it('never writes a mail text (a live reset or sign-in token) to the log', async () => {
    const lines: unknown[][] = [];
    const log = { info: (...args: unknown[]) => lines.push(args) };
    const mailer = createMailer({
      config: t.config,
      db: t.db,
      clock: t.clock,
      log: log as unknown as Parameters<typeof createMailer>[0]['log'],
    });
    await mailer.send({ to: 'a@example.test', subject: 'Reset', text: 'token=SECRET-123' });
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toContain('SECRET-123');
  });
});
