import { expect, it } from 'vitest';
import type { Dashboard } from '@domain/api/dashboards';
import type { Vehicle } from '@domain/api/vehicles';
import { DEFAULT_DEALERSHIP_CONFIG } from '@domain/dealership-config';
import { restoreOf } from '@domain/vehicle/undo';
import { describeEachDatabase, type TestContext } from '../test/harness';
import { createTestDealership, createTestUser, uniqueName } from '../test/factories';
import { request, type TestRequestOptions } from '../test/http';
import { api, signedIn, signedInSuperAdmin, staffOf, vehicleInput } from '../test/staff';

/**
 * Every route of the dealership and platform APIs against every kind of caller (spec 6),
 * with the status each must get. "other" is another dealership's admin acting on dealership
 * A's objects: 404, never 403 (design.md). The super admin has no tenant session: 401.
 */
type Actor = 'anonymous' | 'user' | 'manager' | 'admin' | 'other' | 'superAdmin';
const ACTORS: readonly Actor[] = ['anonymous', 'user', 'manager', 'admin', 'other', 'superAdmin'];
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Expected = readonly [
  anonymous: number,
  user: number,
  manager: number,
  admin: number,
  other: number,
  superAdmin: number,
];

interface Fixtures {
  t: TestContext;
  /** Dealership A's admin, who makes the objects the others act on. */
  owner: Awaited<ReturnType<typeof staffOf>>['admin'];
  dealershipId: string;
}
/** Builds a fresh target for one request (destructive routes need one per caller). */
type Prepare = (fx: Fixtures) => Promise<{ url: string; body?: unknown }>;

async function vehicleOfA(fx: Fixtures): Promise<Vehicle> {
  return (await api(fx.t, fx.owner).post('/api/vehicles', vehicleInput())).json<Vehicle>();
}
async function dashboardOfA(fx: Fixtures): Promise<Dashboard> {
  return (await api(fx.t, fx.owner).post('/api/dashboards', { name: 'Board' })).json<Dashboard>();
}
async function userOfA(fx: Fixtures): Promise<string> {
  const { user } = await createTestUser(fx.t, { dealership: fx.owner.dealership });
  return user.id;
}
async function carWithWork(fx: Fixtures): Promise<string> {
  const vehicle = await vehicleOfA(fx);
  await api(fx.t, fx.owner).post(`/api/vehicles/${vehicle.id}/work-items`, {
    description: 'Wipers',
    category: 'parts',
  });
  return vehicle.id;
}
async function workItemOfA(fx: Fixtures): Promise<string> {
  const vehicle = await vehicleOfA(fx);
  const item = await api(fx.t, fx.owner).post(`/api/vehicles/${vehicle.id}/work-items`, {
    description: 'Wipers',
    category: 'parts',
  });
  return item.json<{ id: string }>().id;
}
async function templateOfA(fx: Fixtures): Promise<string> {
  const created = await api(fx.t, fx.owner).post('/api/job-templates', {
    name: uniqueName('Basic'),
    lines: [{ description: 'Wipers', category: 'parts' }],
  });
  return created.json<{ id: string }>().id;
}
const fixed =
  (url: string, body?: unknown): Prepare =>
  async () => ({ url, body });
const twoVehicles = async (fx: Fixtures) => [(await vehicleOfA(fx)).id, (await vehicleOfA(fx)).id];

const S = 401; // every tenant route without a tenant session
const ROUTES: readonly [Method, string, Prepare, Expected][] = [
  ['GET', '/api/vehicles', fixed('/api/vehicles'), [S, 200, 200, 200, 200, S]],
  ['GET', '/api/vins/:vin', fixed('/api/vins/1HGCM82633A004352'), [S, 200, 200, 200, 200, S]],
  [
    'GET',
    '/api/vehicles/:id',
    async (fx) => ({ url: `/api/vehicles/${(await vehicleOfA(fx)).id}` }),
    [S, 200, 200, 200, 404, S],
  ],
  [
    'POST',
    '/api/vehicles',
    async () => ({ url: '/api/vehicles', body: vehicleInput() }),
    [S, 201, 201, 201, 201, S],
  ],
  [
    'PATCH',
    '/api/vehicles/:id',
    async (fx) => ({
      url: `/api/vehicles/${(await vehicleOfA(fx)).id}`,
      body: { color: 'Red', version: 1 },
    }),
    [S, 200, 200, 200, 404, S],
  ],
  [
    'DELETE',
    '/api/vehicles/:id',
    async (fx) => ({ url: `/api/vehicles/${(await vehicleOfA(fx)).id}` }),
    [S, 200, 200, 200, 404, S],
  ],
  [
    'GET',
    '/api/vehicles/:id/steps',
    async (fx) => ({ url: `/api/vehicles/${(await vehicleOfA(fx)).id}/steps` }),
    [S, 200, 200, 200, 404, S],
  ],
  ['GET', '/api/workflows', fixed('/api/workflows'), [S, 200, 200, 200, 200, S]],
  [
    'POST',
    '/api/vehicles/restore (one)',
    async (fx) => {
      const vehicle = await vehicleOfA(fx);
      return { url: '/api/vehicles/restore', body: { vehicles: [restoreOf(vehicle)] } };
    },
    // Another dealership's id matches nothing there: 200, nothing restored.
    [S, 200, 200, 200, 200, S],
  ],
  [
    'POST',
    '/api/vehicles/batch (one)',
    async (fx) => ({
      url: '/api/vehicles/batch',
      body: { ids: [(await vehicleOfA(fx)).id], action: 'star' },
    }),
    [S, 200, 200, 200, 200, S],
  ],
  [
    'POST',
    '/api/vehicles/batch (many)',
    async (fx) => ({
      url: '/api/vehicles/batch',
      body: { ids: await twoVehicles(fx), action: 'move-service' },
    }),
    [S, 403, 200, 200, 200, S],
  ],
  [
    'POST',
    '/api/vehicles/batch (delete many)',
    async (fx) => ({
      url: '/api/vehicles/batch',
      body: { ids: await twoVehicles(fx), action: 'delete' },
    }),
    [S, 403, 403, 200, 200, S],
  ],
  [
    'POST',
    '/api/vehicles/import',
    async () => ({ url: '/api/vehicles/import', body: { rows: [vehicleInput()] } }),
    [S, 403, 200, 200, 200, S],
  ],
  ['GET', '/api/activity-logs', fixed('/api/activity-logs'), [S, 403, 200, 200, 200, S]],
  [
    'GET',
    '/api/activity-logs/export.csv',
    fixed('/api/activity-logs/export.csv'),
    [S, 403, 403, 200, 200, S],
  ],
  ['GET', '/api/scoreboard', fixed('/api/scoreboard'), [S, 403, 200, 200, 200, S]],
  [
    'GET',
    '/api/scoreboard/cars.csv',
    fixed('/api/scoreboard/cars.csv'),
    [S, 403, 200, 200, 200, S],
  ],
  ['GET', '/api/config', fixed('/api/config'), [S, 200, 200, 200, 200, S]],
  [
    'GET',
    '/api/dealership/export.zip',
    fixed('/api/dealership/export.zip'),
    [S, 403, 403, 200, 200, S],
  ],
  [
    'PUT',
    '/api/config',
    fixed('/api/config', DEFAULT_DEALERSHIP_CONFIG),
    [S, 403, 403, 200, 200, S],
  ],
  [
    'POST',
    '/api/dev/add-demo-vehicles',
    fixed('/api/dev/add-demo-vehicles', {}),
    [S, 403, 201, 201, 201, S],
  ],
  // Without a fresh password confirmation even an admin is refused (demo.test.ts covers it).
  [
    'DELETE',
    '/api/dev/clear-demo-vehicles',
    fixed('/api/dev/clear-demo-vehicles'),
    [S, 403, 403, 403, 403, S],
  ],
  ['GET', '/api/users', fixed('/api/users'), [S, 403, 200, 200, 200, S]],
  [
    'POST',
    '/api/users',
    async () => ({
      url: '/api/users',
      body: { username: uniqueName('u'), fullName: 'New User', password: 'long-enough-1' },
    }),
    [S, 403, 201, 201, 201, S],
  ],
  [
    'PATCH',
    '/api/users/:id',
    async (fx) => ({ url: `/api/users/${await userOfA(fx)}`, body: { fullName: 'Renamed' } }),
    [S, 403, 403, 200, 404, S],
  ],
  [
    'DELETE',
    '/api/users/:id',
    async (fx) => ({ url: `/api/users/${await userOfA(fx)}` }),
    [S, 403, 403, 200, 404, S],
  ],
  ['GET', '/api/dashboards', fixed('/api/dashboards'), [S, 200, 200, 200, 200, S]],
  [
    'GET',
    '/api/dashboards/:id',
    async (fx) => ({ url: `/api/dashboards/${(await dashboardOfA(fx)).id}` }),
    [S, 200, 200, 200, 404, S],
  ],
  [
    'POST',
    '/api/dashboards',
    fixed('/api/dashboards', { name: 'Mine' }),
    [S, 403, 201, 201, 201, S],
  ],
  [
    'PUT',
    '/api/dashboards/:id',
    async (fx) => ({
      url: `/api/dashboards/${(await dashboardOfA(fx)).id}`,
      body: { name: 'New' },
    }),
    [S, 403, 200, 200, 404, S],
  ],
  [
    'PATCH',
    '/api/dashboards/:id',
    async (fx) => ({
      url: `/api/dashboards/${(await dashboardOfA(fx)).id}`,
      body: { name: 'New' },
    }),
    [S, 403, 200, 200, 404, S],
  ],
  [
    'DELETE',
    '/api/dashboards/:id',
    async (fx) => ({ url: `/api/dashboards/${(await dashboardOfA(fx)).id}` }),
    [S, 403, 403, 200, 404, S],
  ],
  // A car's work (issue #33): items for anyone who edits vehicles, templates for managers.
  [
    'GET',
    '/api/vehicles/:id/work-items',
    async (fx) => ({ url: `/api/vehicles/${(await vehicleOfA(fx)).id}/work-items` }),
    [S, 200, 200, 200, 404, S],
  ],
  [
    'POST',
    '/api/vehicles/:id/work-items',
    async (fx) => ({
      url: `/api/vehicles/${(await vehicleOfA(fx)).id}/work-items`,
      body: { description: 'Wipers', category: 'parts', partsCents: 2_500 },
    }),
    [S, 201, 201, 201, 404, S],
  ],
  [
    'PATCH',
    '/api/work-items/:id',
    async (fx) => ({
      url: `/api/work-items/${await workItemOfA(fx)}`,
      body: { partsCents: 1, version: 1 },
    }),
    [S, 200, 200, 200, 404, S],
  ],
  [
    'DELETE',
    '/api/work-items/:id',
    async (fx) => ({ url: `/api/work-items/${await workItemOfA(fx)}` }),
    [S, 200, 200, 200, 404, S],
  ],
  [
    'POST',
    '/api/vehicles/:id/approval-requests',
    async (fx) => ({ url: `/api/vehicles/${await carWithWork(fx)}/approval-requests`, body: {} }),
    [S, 200, 200, 200, 404, S],
  ],
  ['GET', '/api/job-templates', fixed('/api/job-templates'), [S, 200, 200, 200, 200, S]],
  [
    'POST',
    '/api/job-templates',
    async () => ({
      url: '/api/job-templates',
      body: { name: uniqueName('Basic'), lines: [{ description: 'Wipers', category: 'parts' }] },
    }),
    [S, 403, 201, 201, 201, S],
  ],
  [
    'DELETE',
    '/api/job-templates/:id',
    async (fx) => ({ url: `/api/job-templates/${await templateOfA(fx)}` }),
    [S, 403, 200, 200, 404, S],
  ],
  ['GET', '/api/events', fixed('/api/events'), [S, 200, 200, 200, 200, S]],
  [
    'POST',
    '/api/leads',
    fixed('/api/leads', { name: 'Dana', email: 'dana@example.test' }),
    [201, 201, 201, 201, 201, 201],
  ],
  [
    'GET',
    '/api/super-admin/dealerships',
    fixed('/api/super-admin/dealerships'),
    [S, S, S, S, S, 200],
  ],
  [
    'POST',
    '/api/super-admin/dealerships',
    async () => {
      const slug = uniqueName('m');
      return {
        url: '/api/super-admin/dealerships',
        body: {
          name: 'Matrix Motors',
          slug,
          admin: {
            username: `${slug}a`,
            password: 'long-enough-1',
            fullName: 'M',
            email: 'm@example.test',
          },
        },
      };
    },
    [S, S, S, S, S, 201],
  ],
  [
    'PATCH',
    '/api/super-admin/dealerships/:id',
    async (fx) => ({
      url: `/api/super-admin/dealerships/${(await createTestDealership(fx.t)).id}`,
      body: { active: false },
    }),
    [S, S, S, S, S, 200],
  ],
  [
    'GET',
    '/api/super-admin/dealerships/:id/export.zip',
    async (fx) => ({ url: `/api/super-admin/dealerships/${fx.dealershipId}/export.zip` }),
    [S, S, S, S, S, 200],
  ],
  [
    'DELETE',
    '/api/super-admin/dealerships/:id',
    async (fx) => {
      const doomed = await createTestDealership(fx.t);
      return {
        url: `/api/super-admin/dealerships/${doomed.id}`,
        body: { confirmName: doomed.name },
      };
    },
    [S, S, S, S, S, 200],
  ],
  ['GET', '/api/super-admin/leads', fixed('/api/super-admin/leads'), [S, S, S, S, S, 200]],
  [
    'GET',
    '/api/super-admin/dealerships/:id/notification-settings',
    async (fx) => ({
      url: `/api/super-admin/dealerships/${fx.dealershipId}/notification-settings`,
    }),
    [S, S, S, S, S, 200],
  ],
  [
    'PUT',
    '/api/super-admin/dealerships/:id/notification-settings',
    async (fx) => ({
      url: `/api/super-admin/dealerships/${fx.dealershipId}/notification-settings`,
      body: {
        recipients: [],
        events: { makeReadyOverdue: false, serviceCritical: false },
        dailyDigestHour: null,
      },
    }),
    [S, S, S, S, S, 200],
  ],
];

describeEachDatabase('rights matrix', (t) => {
  let address = 0;

  /** One request; GET /api/events is a stream, so only its status is read. */
  async function send(
    method: Method,
    url: string,
    body: unknown,
    as: TestRequestOptions,
  ): Promise<number> {
    address += 1;
    const options = { ...as, remoteAddress: `192.0.2.${address % 250}` };
    if (url === '/api/events') {
      const headers: Record<string, string> = {
        host: as.host,
        ...(as.cookie ? { cookie: as.cookie } : {}),
      };
      const response = await t.app.inject({ method, url, headers, payloadAsStream: true });
      response.stream().destroy();
      return response.statusCode;
    }
    const client = request(t.app);
    if (method === 'GET') return (await client.get(url, options)).statusCode;
    if (method === 'DELETE') return (await client.delete(url, options, body)).statusCode;
    return (
      await client[method === 'POST' ? 'post' : method === 'PUT' ? 'put' : 'patch'](
        url,
        body,
        options,
      )
    ).statusCode;
  }

  it.each(ROUTES)('%s %s', async (method, _name, prepare, expected) => {
    const staff = await staffOf(t);
    const other = await signedIn(t, 'admin');
    const superAdmin = await signedInSuperAdmin(t);
    const fx: Fixtures = { t, owner: staff.admin, dealershipId: staff.dealership.id };
    const callers: Record<Actor, TestRequestOptions> = {
      anonymous: { host: staff.admin.host },
      user: staff.user.as,
      manager: staff.manager.as,
      admin: staff.admin.as,
      other: other.as,
      superAdmin,
    };
    const actual: number[] = [];
    for (const actor of ACTORS) {
      const { url, body } = await prepare(fx);
      actual.push(await send(method, url, body, callers[actor]));
    }
    expect(Object.fromEntries(ACTORS.map((a, i) => [a, actual[i]]))).toEqual(
      Object.fromEntries(ACTORS.map((a, i) => [a, expected[i]])),
    );
  });
});
