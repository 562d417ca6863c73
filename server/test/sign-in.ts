import type { FastifyInstance } from 'fastify';
import type { TestUser } from './factories';
import { tenantHostOf } from './factories';
import { SESSION_COOKIE, request, setCookie } from './http';

/** Signs a test user in on their dealership's host; returns the Cookie header value. */
export async function signIn(
  app: FastifyInstance,
  { user, dealership, password }: TestUser,
): Promise<string> {
  const response = await request(app).post(
    '/api/auth/login',
    { username: user.username, password },
    { host: tenantHostOf(dealership) },
  );
  const cookie = setCookie(response, SESSION_COOKIE);
  if (response.statusCode !== 200 || !cookie) {
    throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  }
  return cookie;
}
