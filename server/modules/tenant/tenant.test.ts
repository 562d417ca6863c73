import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { dealershipConfigs } from '../../db/schema';
import { defaultConfigForNewDealership } from '../../commands/create-dealership';
import {
  createTestDealership,
  LOGIN_HOST,
  MARKETING_HOST,
  tenantHostOf,
} from '../../test/factories';
import { describeEachDatabase } from '../../test/harness';
import { request } from '../../test/http';

describeEachDatabase('tenant resolution and GET /api/tenant/info', (t) => {
  const info = (host: string) => request(t.app).get('/api/tenant/info', { host });

  it("answers the host's dealership with the default brand colour", async () => {
    const dealership = await createTestDealership(t, { name: 'Hilltop Cars' });
    const response = await info(tenantHostOf(dealership));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: dealership.id,
      name: 'Hilltop Cars',
      slug: dealership.slug,
      brandColor: '#DC2626',
    });
  });

  it('takes the brand colour from theme.primaryColor, as #RRGGBB', async () => {
    const dealership = await createTestDealership(t);
    const config = {
      ...defaultConfigForNewDealership(),
      theme: { primaryColor: '#0a7', headerBackground: '#FFFFFF', headerTextColor: '#111827' },
    };
    await t.db
      .update(dealershipConfigs)
      .set({ config })
      .where(eq(dealershipConfigs.dealershipId, dealership.id));
    expect((await info(tenantHostOf(dealership))).json().brandColor).toBe('#00AA77');
  });

  it('answers 404 JSON for an unknown or inactive subdomain, never another tenant', async () => {
    const inactive = await createTestDealership(t, { active: false });
    for (const host of ['nobody-here.app.localhost:3000', tenantHostOf(inactive)]) {
      const api = await info(host);
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ error: 'Not Found', message: 'No dealership at this address' });
      const page = await request(t.app).get('/inventory', { host });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toContain('text/html');
      // Its icon is inside the page: /favicon.ico on this host is a 404 too (#28 item 6).
      expect(page.body).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/);
      const write = await request(t.app).post(
        '/api/auth/login',
        { username: 'abc', password: 'abcdef' },
        { host },
      );
      expect(write.statusCode).toBe(404);
    }
  });

  it('has no tenant on the marketing and login hosts', async () => {
    for (const host of [MARKETING_HOST, LOGIN_HOST]) {
      expect((await info(host)).statusCode).toBe(404);
      expect((await request(t.app).get('/api/auth/session', { host })).statusCode).toBe(401);
    }
  });

  it('serves demo on the app root and on any other (local-mode) host', async () => {
    const demo = await createTestDealership(t, { slug: 'demo', name: 'Demo Motors' });
    for (const host of [
      'app.localhost:3000',
      'lotready.internal:3000',
      'demo.app.localhost:3000',
    ]) {
      expect((await info(host)).json()).toMatchObject({ id: demo.id, slug: 'demo' });
    }
  });
});
