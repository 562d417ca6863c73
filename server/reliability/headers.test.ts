import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { MARKETING_HOST } from '../test/factories';
import { describeEachDatabase } from '../test/harness';
import { request } from '../test/http';
import { api, staffOf } from '../test/staff';

/**
 * Security headers on every kind of answer — the HTML shell, a dashboard URL, JSON, a JSON
 * error and a static asset: a CSP with no inline script and no framing, nosniff, no Referer,
 * HSTS only when the public scheme is https, and nothing that names the server software.
 */

function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const policy = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  );
}

function expectHardened(response: LightMyRequestResponse, https: boolean): void {
  const csp = directives(response);
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect(scriptSrc.length).toBeGreaterThan(0);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['x-powered-by']).toBeUndefined();
  expect(response.headers['server']).toBeUndefined();
  if (https) {
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  } else {
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  }
}

describeEachDatabase('security headers', (t) => {
  const webDistDir = mkdtempSync(join(tmpdir(), 'lotready-headers-'));
  mkdirSync(join(webDistDir, 'assets'));
  writeFileSync(
    join(webDistDir, 'index.html'),
    '<!doctype html><html><head><meta name="lotready-domains" content="" /></head></html>',
  );
  writeFileSync(join(webDistDir, 'assets', 'app-1.js'), 'console.log(1);');
  afterAll(() => rmSync(webDistDir, { recursive: true, force: true }));

  /** Answers of every kind from `app`; signed-in API calls go through t.app's http session. */
  async function answers(app: FastifyInstance, scheme: string): Promise<LightMyRequestResponse[]> {
    const { admin } = await staffOf(t);
    const dashboard = await api(t, admin).post('/api/dashboards', { name: 'Wall' });
    expect(dashboard.statusCode, dashboard.body).toBe(201);
    const id = dashboard.json<{ id: string }>().id;
    const origin = `${scheme}://${admin.host}`;
    const all = [
      await request(app).get('/', { host: MARKETING_HOST }),
      await request(app).get('/vehicles', { host: admin.host }),
      await request(app).get(`/dashboard/${id}`, { host: admin.host }),
      await request(app).get('/assets/app-1.js', { host: admin.host }),
      await request(app).get('/api/health', { host: MARKETING_HOST }),
      await request(app).get('/api/vehicles', { host: admin.host }),
      await request(app).post('/api/auth/login', { username: 1 }, { host: admin.host, origin }),
      await request(app).post('/api/auth/login', {}, { host: admin.host, origin: null }),
    ];
    expect(all.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 401, 400, 403]);
    expect(all[0]?.headers['content-type']).toContain('text/html');
    return all;
  }

  it('hardens HTML, assets, JSON and errors on http, without HSTS', async () => {
    const app = await t.buildApp({ webDistDir, publicScheme: 'http' });
    for (const response of await answers(app, 'http')) expectHardened(response, false);
    const { admin } = await staffOf(t);
    const json = await api(t, admin, app).get('/api/vehicles');
    const invalid = await api(t, admin, app).post('/api/vehicles', { year: 'x' });
    expect([json.statusCode, invalid.statusCode]).toEqual([200, 400]);
    for (const response of [json, invalid]) expectHardened(response, false);
  });

  it('adds HSTS and upgrade-insecure-requests when the public scheme is https', async () => {
    const app = await t.buildApp({ webDistDir, publicScheme: 'https' });
    for (const response of await answers(app, 'https')) expectHardened(response, true);
  });
});
