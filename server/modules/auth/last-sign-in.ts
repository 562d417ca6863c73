import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq, gt, gte, like } from 'drizzle-orm';
import type { LastSignInResponse } from '@domain/api/auth-endpoints';
import { authApi } from '@domain/api/auth-endpoints';
import { tenantHost } from '@domain/host-mode';
import { sessions, signInDevices } from '../../db/schema';
import { withSystemTransaction } from '../../db/transactions';
import { publicOrigin } from '../../lib/public-urls';
import { hashToken } from '../../lib/tokens';
import { registerEndpoint } from '../../plugins/endpoints';
import { isSessionOver } from '../../plugins/session';
import { deviceCookieName, DEVICE_TRUST_MS } from '../../plugins/sign-in-devices';
import { findUserByUsernameAnyTenant } from './repository';

/**
 * "Continue to {dealership}" on the login host (decision 0033). The login host keeps no
 * session; what it remembers is the device cookie universal login already sets (random,
 * httpOnly, host-only, decision 0025), whose hash the database ties to the accounts that
 * signed in with it. Each account of this browser whose sign-in is alive names its dealership
 * and person; continuing only opens the dealership's own address, where its session shows the
 * app. Nothing is signed in here.
 */
const USER_ACCOUNT_PREFIX = 'user:';

function deviceHashOf(request: FastifyRequest): string | null {
  const token = request.cookies[deviceCookieName(request.server.config)];
  return token && token.length <= 100 ? hashToken(token) : null;
}

type SignIn = NonNullable<LastSignInResponse['lastSignIn']>;

/**
 * The accounts this browser signed into on the login host whose sign-in is still alive, newest
 * first (issue #29): one per dealership. A sign-in is alive while a session its hand-off began
 * (created at or after the browser's sign-in) is not over; once the person signs out, or the
 * session ends, the login host stops saying "Signed in here as …".
 */
async function signInsOf(request: FastifyRequest): Promise<SignIn[]> {
  const { config, db, clock } = request.server;
  const tokenHash = request.hostMode.mode === 'login' ? deviceHashOf(request) : null;
  if (!tokenHash) return [];
  const now = clock();
  const devices = await db
    .select({ accountKey: signInDevices.accountKey, lastUsedAt: signInDevices.lastUsedAt })
    .from(signInDevices)
    .where(
      and(
        eq(signInDevices.tokenHash, tokenHash),
        like(signInDevices.accountKey, `${USER_ACCOUNT_PREFIX}%`),
        gt(signInDevices.lastUsedAt, now - DEVICE_TRUST_MS),
      ),
    )
    .orderBy(desc(signInDevices.lastUsedAt))
    .limit(MAX_SIGN_INS);
  const signIns: SignIn[] = [];
  const dealerships = new Set<string>();
  for (const device of devices) {
    const username = device.accountKey.slice(USER_ACCOUNT_PREFIX.length);
    const alive = await withSystemTransaction(db, async (tx) => {
      const found = await findUserByUsernameAnyTenant(tx, username);
      if (!found || found.user.disabled || !found.dealership.active) return null;
      const begun = await tx
        .select({ expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .where(
          and(
            eq(sessions.dealershipId, found.dealership.id),
            eq(sessions.userId, found.user.id),
            gte(sessions.createdAt, device.lastUsedAt),
          ),
        );
      const live = begun.some((s) => !isSessionOver(s, now, config.sessionIdleTimeoutMs));
      return live ? found : null;
    });
    if (!alive || dealerships.has(alive.dealership.id)) continue;
    dealerships.add(alive.dealership.id);
    signIns.push({
      dealershipName: alive.dealership.name,
      userName: alive.user.fullName || alive.user.username,
      url: `${publicOrigin(config, tenantHost(alive.dealership.slug, config.domains))}/`,
    });
  }
  return signIns;
}

/** The most accounts one browser is offered back into (a shared front-desk computer). */
const MAX_SIGN_INS = 5;

export async function lastSignInRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, authApi.lastSignIn, async (request) => {
    const signIns = await signInsOf(request);
    return { lastSignIn: signIns[0] ?? null, signIns };
  });

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
