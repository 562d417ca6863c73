import type { FastifyInstance } from 'fastify';
import type { Role } from '@domain/api/common';
import type { DealershipRecord } from '../db/records';
import { hashPassword } from '../lib/passwords';
import { upsertSuperAdmin } from '../modules/super-admin/repository';
import {
  MARKETING_HOST,
  createTestDealership,
  createTestUser,
  tenantHostOf,
  type TestUser,
} from './factories';
import type { TestContext } from './harness';
import { ADMIN_COOKIE, request, setCookie, type TestRequestOptions } from './http';
import { signIn } from './sign-in';

/** A signed-in dealership user and the request options (host, cookie) to act as them. */
export interface SignedInUser extends TestUser {
  cookie: string;
  host: string;
  as: TestRequestOptions;
}

/** Creates a user of `role` (in `dealership`, else a new one) and signs them in. */
export async function signedIn(
  t: TestContext,
  role: Role,
  dealership?: DealershipRecord,
): Promise<SignedInUser> {
  const account = await createTestUser(t, { role, dealership });
  const cookie = await signIn(t.app, account);
  const host = tenantHostOf(account.dealership);
  return { ...account, cookie, host, as: { host, cookie } };
}

/** One dealership with an admin, a manager and a user, all signed in. */
export async function staffOf(t: TestContext) {
  const dealership = await createTestDealership(t);
  const [admin, manager, user] = await Promise.all([
    signedIn(t, 'admin', dealership),
    signedIn(t, 'manager', dealership),
    signedIn(t, 'user', dealership),
  ]);
  return { dealership, admin, manager, user };
}

/** Requests as a signed-in user: `api(t, someone).get('/api/vehicles')` (to `app`, else t.app). */
export function api(t: TestContext, who: SignedInUser, app: FastifyInstance = t.app) {
  const client = request(app);
  const merge = (extra?: Partial<TestRequestOptions>) => ({ ...who.as, ...extra });
  return {
    get: (url: string, extra?: Partial<TestRequestOptions>) => client.get(url, merge(extra)),
    post: (url: string, body: unknown, extra?: Partial<TestRequestOptions>) =>
      client.post(url, body, merge(extra)),
    put: (url: string, body: unknown, extra?: Partial<TestRequestOptions>) =>
      client.put(url, body, merge(extra)),
    patch: (url: string, body: unknown, extra?: Partial<TestRequestOptions>) =>
      client.patch(url, body, merge(extra)),
    delete: (url: string, extra?: Partial<TestRequestOptions>) => client.delete(url, merge(extra)),
  };
}

let stockSequence = 0;

/** A valid POST /api/vehicles body with a unique stock number. */
export function vehicleInput(overrides: Record<string, unknown> = {}) {
  stockSequence += 1;
  return {
    stockNumber: `T${process.pid}-${stockSequence}`,
    year: 2022,
    make: 'Toyota',
    model: 'Camry',
    color: 'Silver',
    ...overrides,
  };
}

let superAdminSequence = 0;

/** Creates a super admin and signs them in on the marketing host; returns their request options. */
export async function signedInSuperAdmin(t: TestContext): Promise<TestRequestOptions> {
  superAdminSequence += 1;
  const username = `root${process.pid}x${superAdminSequence}`;
  const password = 'super-admin-password';
  await upsertSuperAdmin(t.db, {
    username,
    fullName: 'Platform Admin',
    passwordHash: await hashPassword(password),
    now: t.clock(),
  });
  const response = await request(t.app).post(
    '/api/super-admin/login',
    { username, password },
    { host: MARKETING_HOST },
  );
  const cookie = setCookie(response, ADMIN_COOKIE);
  if (response.statusCode !== 200 || !cookie)
    throw new Error(`Super-admin sign-in failed: ${response.body}`);
  return { host: MARKETING_HOST, cookie };
}
