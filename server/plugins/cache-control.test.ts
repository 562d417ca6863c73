import { expect, it } from 'vitest';
import { definedEndpoints } from '../test/endpoint-definitions';
import { FEED_MAPPING } from '../test/feed-server';
import { describeEachDatabase } from '../test/harness';
import { request } from '../test/http';
import { api, signedInSuperAdmin, staffOf, vehicleInput } from '../test/staff';

/** A VIN the decoder knows: a 2003 Honda Accord. */
const A_VIN = '1HGCM82633A004352';

/** The live stream never ends under inject; its header is set with the stream's own. */
const NOT_INJECTABLE = new Set(['GET /api/events']);

/**
 * A photo's bytes at an id never change, so the signed-in browser keeps them (`private`,
 * never a shared cache; decision 0125): checked in modules/photos/photos.test.ts.
 */
const KEPT_BY_THE_BROWSER = new Set(['GET /api/photos/:id/:size']);

describeEachDatabase('private API answers are never cached (#17 item 5)', (t) => {
  it('answers every private GET in domain/api with Cache-Control: no-store', async () => {
    const { admin } = await staffOf(t);
    const superAdmin = await signedInSuperAdmin(t);
    const vehicle = await api(t, admin).post('/api/vehicles', vehicleInput());
    const dashboard = await api(t, admin).post('/api/dashboards', { name: 'Cache' });
    const feed = await api(t, admin).post('/api/feeds', {
      name: 'Cache',
      url: 'https://example.com/feed.csv',
      mapping: FEED_MAPPING,
    });
    const ids: Record<string, string> = {
      '/api/vehicles/': vehicle.json<{ id: string }>().id,
      '/api/dashboards/': dashboard.json<{ id: string }>().id,
      '/api/feeds/': feed.json<{ id: string }>().id,
      '/api/super-admin/dealerships/': admin.user.dealershipId,
    };
    const privateGets = [...definedEndpoints().values()].filter(
      (endpoint) =>
        endpoint.method === 'GET' &&
        endpoint.access.kind !== 'public' &&
        !NOT_INJECTABLE.has(`GET ${endpoint.path}`) &&
        !KEPT_BY_THE_BROWSER.has(`GET ${endpoint.path}`),
    );
    expect(privateGets.length).toBeGreaterThan(15);

    const answers = [];
    for (const endpoint of privateGets) {
      const url = endpoint.path
        .replace(/^(.*\/):id/, (_, prefix: string) => prefix + ids[prefix])
        .replace(':vin', A_VIN);
      const as = endpoint.access.kind === 'super-admin' ? superAdmin : admin.as;
      const response = await request(t.app).get(url, as);
      answers.push({
        route: `GET ${url}`,
        status: response.statusCode,
        cacheControl: response.headers['cache-control'],
      });
    }
    // Answered for real (not a 404 that would prove only the error path), and never stored.
    expect(answers.filter((answer) => answer.status >= 400)).toEqual([]);
    expect(answers.filter((answer) => answer.cacheControl !== 'no-store')).toEqual([]);
  });
});
