import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authApi } from '@domain/api/auth-endpoints';
import { checkCredentials } from '../../commands/check-credentials';
import { toTenant, type DealershipRecord } from '../../db/records';
import { withSystemTransaction, withTenantTransaction } from '../../db/transactions';
import { notFound, unauthorized } from '../../lib/http-error';
import { hashToken } from '../../lib/tokens';
import { registerEndpoint } from '../../plugins/endpoints';
import {
  authOf,
  endSession,
  endUserSessions,
  markSessionReauthenticated,
  startSession,
} from '../../plugins/session';
import { UNKNOWN_TENANT_MESSAGE } from '../../plugins/tenant';
import { lastSignInRoutes } from './last-sign-in';
import { passwordResetRoutes } from './password-reset-routes';
import {
  consumeLoginToken,
  findUserById,
  findUserByUsernameAnyTenant,
  findUserByUsernameInTenant,
  peekLoginToken,
} from './repository';
import {
  accountSwitchMessage,
  INVALID_CREDENTIALS_MESSAGE,
  SIGN_IN_LINK_INVALID_MESSAGE,
  toSessionUser,
} from './responses';
import { answerWithSignInToken } from './sign-in-token';
import { signupRoutes } from './signup-routes';

function hostTenantOf(request: FastifyRequest): DealershipRecord {
  if (!request.tenant) throw notFound(UNKNOWN_TENANT_MESSAGE);
  return request.tenant;
}

/** Tenant sign-in: session, universal login, token exchange, direct login, logout (spec 7). */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, authApi.session, async (request) => {
    const { user, tenant } = authOf(request);
    return {
      user: toSessionUser(user),
      tenant: toTenant(tenant),
      dealership: { id: tenant.id, name: tenant.name, subdomain: tenant.slug },
    };
  });

  // On the login host (or any host): finds the user's dealership from the username and hands
  // out a 60-second token for that dealership's own host. No session cookie is set here.
  registerEndpoint(app, authApi.universalLogin, async (request, reply) => {
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
  });

  // On the tenant host: spends the token and starts the session. The token's dealership must
  // be the host's; the `tenant` query parameter of the callback page carries no authority.
  // When someone else is signed in here, the token is left unspent and the answer is 409 until
  // the person confirms the switch (`replace`): a link made for another account can never
  // silently replace whoever is signed in (decision 0026).
  registerEndpoint(app, authApi.consumeToken, async (request, reply) => {
    const tenant = request.tenant;
    if (!tenant) throw unauthorized(SIGN_IN_LINK_INVALID_MESSAGE);
    const now = app.clock();
    const tokenHash = hashToken(request.body.token);
    const current = request.auth?.user;
    if (current && !request.body.replace) {
      const incoming = await withTenantTransaction(app.db, tenant.id, async (tx) => {
        const userId = await peekLoginToken(tx, tenant.id, tokenHash, now);
        return userId ? findUserById(tx, tenant.id, userId) : null;
      });
      if (incoming && incoming.id !== current.id) {
        return reply.code(409).send({
          error: 'Conflict',
          message: accountSwitchMessage(current.fullName, incoming.fullName),
          signedInAs: current.fullName,
          signingInAs: incoming.fullName,
        });
      }
    }
    const user = await withTenantTransaction(app.db, tenant.id, async (tx) => {
      const userId = await consumeLoginToken(tx, tenant.id, tokenHash, now);
      return userId ? findUserById(tx, tenant.id, userId) : null;
    });
    if (!user || user.disabled) throw unauthorized(SIGN_IN_LINK_INVALID_MESSAGE);
    await startSession(request, reply, user);
    return { user: toSessionUser(user), tenant: toTenant(tenant) };
  });

  // Direct sign-in on a tenant host. Also the clear-all password confirmation (spec 4.3): when
  // the caller is already signed in as this user, the session is kept and marked as
  // re-authenticated for 5 minutes instead of being replaced.
  registerEndpoint(app, authApi.login, async (request, reply) => {
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
  });

  registerEndpoint(app, authApi.logout, async (request, reply) => {
    await endSession(request, reply);
    return { ok: true as const };
  });

  // "Sign out everywhere": every session of this user ends, this browser's too.
  registerEndpoint(app, authApi.logoutEverywhere, async (request, reply) => {
    await endUserSessions(request, reply);
    return { ok: true as const };
  });

  await app.register(lastSignInRoutes);
  await app.register(passwordResetRoutes);
  await app.register(signupRoutes);
}
