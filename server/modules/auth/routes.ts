import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  consumeTokenRequestSchema,
  consumeTokenResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  sessionResponseSchema,
  universalLoginResponseSchema,
} from '@domain/api/auth';
import { errorBodySchema, okSchema } from '@domain/api/common';
import { checkCredentials } from '../../commands/check-credentials';
import { toTenant, type DealershipRecord } from '../../db/records';
import { withSystemTransaction, withTenantTransaction } from '../../db/transactions';
import { notFound, unauthorized } from '../../lib/http-error';
import { hashToken } from '../../lib/tokens';
import { endSession, markSessionReauthenticated, startSession } from '../../plugins/session';
import { UNKNOWN_TENANT_MESSAGE } from '../../plugins/tenant';
import { passwordResetRoutes } from './password-reset-routes';
import {
  consumeLoginToken,
  findUserById,
  findUserByUsernameAnyTenant,
  findUserByUsernameInTenant,
} from './repository';
import {
  INVALID_CREDENTIALS_MESSAGE,
  NOT_AUTHENTICATED_MESSAGE,
  SIGN_IN_LINK_INVALID_MESSAGE,
  toSessionUser,
} from './responses';
import { answerWithSignInToken } from './sign-in-token';
import { signupRoutes } from './signup-routes';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
};

function hostTenantOf(request: FastifyRequest): DealershipRecord {
  if (!request.tenant) throw notFound(UNKNOWN_TENANT_MESSAGE);
  return request.tenant;
}

/** Tenant sign-in: session, universal login, token exchange, direct login, logout (spec 7). */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/auth/session',
    { schema: { response: { 200: sessionResponseSchema, 401: errorBodySchema } } },
    async (request) => {
      if (!request.auth) throw unauthorized(NOT_AUTHENTICATED_MESSAGE);
      const { user, tenant } = request.auth;
      return {
        user: toSessionUser(user),
        tenant: toTenant(tenant),
        dealership: { id: tenant.id, name: tenant.name, subdomain: tenant.slug },
      };
    },
  );

  // On the login host (or any host): finds the user's dealership from the username and hands
  // out a 60-second token for that dealership's own host. No cookie is set here.
  routes.post(
    '/api/auth/universal-login',
    {
      schema: {
        body: loginRequestSchema,
        response: { 200: universalLoginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const found = await checkCredentials(request, reply, {
        ...request.body,
        kind: 'user',
        lookup: async (username) => {
          const match = await withSystemTransaction(app.db, (tx) =>
            findUserByUsernameAnyTenant(tx, username),
          );
          return match && { ...match.user, dealership: match.dealership };
        },
        canSignIn: (user) => !user.disabled && user.dealership.active,
        failureMessage: INVALID_CREDENTIALS_MESSAGE,
      });
      return answerWithSignInToken(request, found, found.dealership);
    },
  );

  // On the tenant host: spends the token and starts the session. The token's dealership must
  // be the host's; the `tenant` query parameter of the callback page carries no authority.
  routes.post(
    '/api/auth/consume-token',
    {
      schema: {
        body: consumeTokenRequestSchema,
        response: { 200: consumeTokenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const tenant = request.tenant;
      if (!tenant) throw unauthorized(SIGN_IN_LINK_INVALID_MESSAGE);
      const now = app.clock();
      const user = await withTenantTransaction(app.db, tenant.id, async (tx) => {
        const userId = await consumeLoginToken(tx, tenant.id, hashToken(request.body.token), now);
        return userId ? findUserById(tx, tenant.id, userId) : null;
      });
      if (!user || user.disabled) throw unauthorized(SIGN_IN_LINK_INVALID_MESSAGE);
      await startSession(request, reply, user);
      return { user: toSessionUser(user), tenant: toTenant(tenant) };
    },
  );

  // Direct sign-in on a tenant host. Also the clear-all password confirmation (spec 4.3): when
  // the caller is already signed in as this user, the session is kept and marked as
  // re-authenticated for 5 minutes instead of being replaced.
  routes.post(
    '/api/auth/login',
    { schema: { body: loginRequestSchema, response: { 200: loginResponseSchema, ...errors } } },
    async (request, reply) => {
      const tenant = hostTenantOf(request);
      const user = await checkCredentials(request, reply, {
        ...request.body,
        kind: 'user',
        lookup: (username) =>
          withTenantTransaction(app.db, tenant.id, (tx) =>
            findUserByUsernameInTenant(tx, tenant.id, username),
          ),
        canSignIn: (found) => !found.disabled,
        failureMessage: INVALID_CREDENTIALS_MESSAGE,
      });
      if (request.auth?.user.id === user.id) await markSessionReauthenticated(request);
      else await startSession(request, reply, user);
      return { user: toSessionUser(user), tenant: toTenant(tenant) };
    },
  );

  routes.post(
    '/api/auth/logout',
    { schema: { response: { 200: okSchema, ...errors } } },
    async (request, reply) => {
      await endSession(request, reply);
      return { ok: true as const };
    },
  );

  await app.register(passwordResetRoutes);
  await app.register(signupRoutes);
}
