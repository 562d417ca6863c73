import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq, gt, like } from 'drizzle-orm';
import type { LastSignInResponse } from '@domain/api/auth-endpoints';
import { authApi } from '@domain/api/auth-endpoints';
import { tenantHost } from '@domain/host-mode';
import { signInDevices } from '../../db/schema';
import { withSystemTransaction } from '../../db/transactions';
import { publicOrigin } from '../../lib/public-urls';
import { hashToken } from '../../lib/tokens';
import { registerEndpoint } from '../../plugins/endpoints';
import { deviceCookieName, DEVICE_TRUST_MS } from '../../plugins/sign-in-devices';
import { findUserByUsernameAnyTenant } from './repository';

/**
 * "Continue to {dealership}" on the login host (decision 0033). The login host keeps no
 * session; what it remembers is the device cookie universal login already sets (random,
 * httpOnly, host-only, decision 0025), whose hash the database ties to the accounts that
 * signed in with it. The newest user account of this browser names the dealership and the
 * person; continuing only opens the dealership's own address, where its session, if alive,
 * shows the app and otherwise its sign-in asks for the password. Nothing is signed in here.
 */
const USER_ACCOUNT_PREFIX = 'user:';

function deviceHashOf(request: FastifyRequest): string | null {
  const token = request.cookies[deviceCookieName(request.server.config)];
  return token && token.length <= 100 ? hashToken(token) : null;
}

async function lastSignInOf(request: FastifyRequest): Promise<LastSignInResponse['lastSignIn']> {
  const { config, db, clock } = request.server;
  const tokenHash = request.hostMode.mode === 'login' ? deviceHashOf(request) : null;
  if (!tokenHash) return null;
  const [device] = await db
    .select({ accountKey: signInDevices.accountKey })
    .from(signInDevices)
    .where(
      and(
        eq(signInDevices.tokenHash, tokenHash),
        like(signInDevices.accountKey, `${USER_ACCOUNT_PREFIX}%`),
        gt(signInDevices.lastUsedAt, clock() - DEVICE_TRUST_MS),
      ),
    )
    .orderBy(desc(signInDevices.lastUsedAt))
    .limit(1);
  if (!device) return null;
  const username = device.accountKey.slice(USER_ACCOUNT_PREFIX.length);
  const found = await withSystemTransaction(db, (tx) => findUserByUsernameAnyTenant(tx, username));
  if (!found || found.user.disabled || !found.dealership.active) return null;
  return {
    dealershipName: found.dealership.name,
    userName: found.user.fullName || found.user.username,
    url: `${publicOrigin(config, tenantHost(found.dealership.slug, config.domains))}/`,
  };
}

export async function lastSignInRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, authApi.lastSignIn, async (request) => ({
    lastSignIn: await lastSignInOf(request),
  }));

  // "Not you?": this browser stops naming its user accounts (it stays known for throttling
  // of super-admin sign-ins only; a user's next sign-in makes it known again).
  registerEndpoint(app, authApi.forgetLastSignIn, async (request) => {
    const tokenHash = deviceHashOf(request);
    if (tokenHash) {
      await request.server.db
        .delete(signInDevices)
        .where(
          and(
            eq(signInDevices.tokenHash, tokenHash),
            like(signInDevices.accountKey, `${USER_ACCOUNT_PREFIX}%`),
          ),
        );
    }
    return { ok: true as const };
  });
}
