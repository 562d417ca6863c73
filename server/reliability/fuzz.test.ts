import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { authApi } from '@domain/api/auth-endpoints';
import { eventApi } from '@domain/api/event-endpoints';
import { superAdminApi } from '@domain/api/super-admin-endpoints';
import { activityLogs, vehicles } from '../db/schema';
import { withSystemTransaction } from '../db/transactions';
import { AUTHENTICATION_REQUIRED_MESSAGE } from '../plugins/session';
import { MARKETING_HOST } from '../test/factories';
import { describeEachDatabase, type TestContext } from '../test/harness';
import { request } from '../test/http';
import { api, signedIn, signedInSuperAdmin, staffOf, vehicleInput } from '../test/staff';
import {
  bodyCases,
  pathVariants,
  queryCases,
  type FuzzCase,
  type OpenApiOperation,
} from './fuzz-cases';

/**
 * Bad input against every JSON route, enumerated from the OpenAPI document (so a route added
 * later is covered without touching this file). Each route gets wrong types, missing and extra
 * fields, 1 MB strings, NUL characters, lone surrogates and invalid UTF-8, 10,000-level nesting, malformed JSON, a 10 MB body and
 * non-JSON content types, as a signed-in admin with the right Host and Origin. The contract:
 * never a 5xx, every 4xx is JSON `{ error, message }`, every 400 (and 413, 414, 415) names its
 * `field`, and a rejected write changes nothing.
 */

/** Not fuzzed: the live-event stream never ends (shutdown.test.ts covers it), and a sign-out
 * would end the session every later case relies on (the auth and super-admin tests cover them).
 * Issue #28: sign-out everywhere was fuzzed, and from then on ~1,000 cases met a 401 before
 * their input was read. */
const EXCLUDED = new Set(
  [
    eventApi.stream,
    authApi.logout,
    authApi.logoutEverywhere,
    superAdminApi.logout,
    superAdminApi.logoutEverywhere,
  ].map((endpoint) => `${endpoint.method} ${endpoint.path}`),
);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Answers about the request's own input: 400, 413, 414 and 415 say which part is wrong. */
const NAMES_A_FIELD = new Set([400, 413, 414, 415]);

interface Route {
  method: string;
  path: string;
  operation: OpenApiOperation;
}

async function listRoutes(app: FastifyInstance): Promise<Route[]> {
  const spec = await request(app).get('/api/docs/json', { host: MARKETING_HOST });
  const paths = spec.json<{ paths: Record<string, Record<string, OpenApiOperation>> }>().paths;
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation }))
      .filter((route) => !EXCLUDED.has(`${route.method} ${route.path}`)),
  );
}

async function rowCounts(t: TestContext): Promise<{ vehicles: number; activity: number }> {
  return withSystemTransaction(t.db, async (tx) => {
    const [v] = await tx.select({ n: count() }).from(vehicles);
    const [a] = await tx.select({ n: count() }).from(activityLogs);
    return { vehicles: Number(v?.n), activity: Number(a?.n) };
  });
}

function send(
  app: FastifyInstance,
  method: string,
  fuzz: FuzzCase,
  as: { host: string; cookie: string },
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { host: as.host, cookie: as.cookie };
  if (WRITES.has(method)) headers.origin = `http://${as.host}`;
  if (fuzz.contentType) headers['content-type'] = fuzz.contentType;
  return app.inject({
    method: method as 'GET',
    url: fuzz.url,
    headers,
    payload: fuzz.payload,
  });
}

/** What went wrong with one answer, or undefined when it keeps the contract. */
function problemWith(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400) return undefined;
  // A signed-in route asking for a session means a case ended it: the rest would test nothing.
  if (response.statusCode === 401 && response.body.includes(AUTHENTICATION_REQUIRED_MESSAGE)) {
    return '401: the session has ended (exclude the route that ended it)';
  }
  if (!String(response.headers['content-type']).startsWith('application/json')) {
    return `${response.statusCode} answered ${response.headers['content-type']}`;
  }
  const body = response.json<{ error?: unknown; message?: unknown; field?: unknown }>();
  if (typeof body.error !== 'string' || typeof body.message !== 'string' || !body.message) {
    return `${response.statusCode} without { error, message }: ${response.body.slice(0, 200)}`;
  }
  // Issue #17 item 4: every 400 names its field, so the screen can put the message beside it;
  // issue #28: so do a body too large, a URL the router refuses and a body that is not JSON.
  if (NAMES_A_FIELD.has(response.statusCode) && (typeof body.field !== 'string' || !body.field)) {
    return `${response.statusCode} without a field: ${response.body.slice(0, 200)}`;
  }
  return undefined;
}

describeEachDatabase('bad input on every JSON route', (t) => {
  it('never answers 5xx, always explains a 4xx in JSON, and writes nothing it rejects', async () => {
    const { dealership, admin } = await staffOf(t);
    const other = await signedIn(t, 'user', dealership);
    const superAdmin = await signedInSuperAdmin(t);
    const vehicle = await api(t, admin).post('/api/vehicles', vehicleInput());
    const dashboard = await api(t, admin).post('/api/dashboards', { name: 'Fuzz' });
    expect(vehicle.statusCode, vehicle.body).toBe(201);
    expect(dashboard.statusCode, dashboard.body).toBe(201);
    const realIds = {
      '/api/vehicles/': vehicle.json<{ id: string }>().id,
      '/api/dashboards/': dashboard.json<{ id: string }>().id,
      '/api/users/': other.user.id,
      '/api/super-admin/dealerships/': dealership.id,
    };

    const routes = await listRoutes(t.app);
    expect(routes.length).toBeGreaterThan(30);
    const problems: string[] = [];
    let sent = 0;
    let baseline = await rowCounts(t);
    for (const route of routes) {
      const as = route.path.startsWith('/api/super-admin/')
        ? { host: MARKETING_HOST, cookie: superAdmin.cookie ?? '' }
        : { host: admin.host, cookie: admin.cookie };
      for (const url of pathVariants(route.path, realIds)) {
        const cases = WRITES.has(route.method)
          ? bodyCases(url, route.operation)
          : [{ name: 'plain', url }, ...queryCases(url, route.operation)];
        for (const fuzz of cases) {
          const response = await send(t.app, route.method, fuzz, as);
          sent += 1;
          const label = `${route.method} ${url.slice(0, 80)} (${fuzz.name})`;
          const problem = problemWith(response);
          if (problem) problems.push(`${label}: ${problem}`);
          if (!WRITES.has(route.method)) continue;
          // One count per write: a rejection must leave the last baseline as it was; an
          // accepted write (some "extra fields" bodies are valid) moves the baseline.
          const after = await rowCounts(t);
          if (
            response.statusCode >= 400 &&
            (after.vehicles !== baseline.vehicles || after.activity !== baseline.activity)
          ) {
            problems.push(`${label}: rejected with ${response.statusCode} but wrote rows`);
          }
          baseline = after;
        }
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(500);
  }, 120_000);
});
