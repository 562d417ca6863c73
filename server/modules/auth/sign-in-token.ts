import type { FastifyRequest } from 'fastify';
import type { UniversalLoginResponse } from '@domain/api/auth';
import { MINUTE_MS } from '@domain/time';
import { toTenant, type DealershipRecord, type UserRecord } from '../../db/records';
import { withTenantTransaction } from '../../db/transactions';
import { ssoCallbackPath, ssoCallbackUrl } from '../../lib/public-urls';
import { hashToken, newSecretToken } from '../../lib/tokens';
import { insertLoginToken } from './repository';
import { toSessionUser } from './responses';

/** A universal-login token lives 60 s (design.md, Sessions and sign-in). */
export const LOGIN_TOKEN_TTL_MS = MINUTE_MS;

/**
 * Issues a single-use sign-in token for `user` and answers like universal login: the browser
 * goes to `redirectUrl`, the dealership's own /sso-callback, built from configuration. A request
 * in local mode for that host's own dealership stays on the host (a relative URL).
 */
export async function answerWithSignInToken(
  request: FastifyRequest,
  user: UserRecord,
  dealership: DealershipRecord,
): Promise<UniversalLoginResponse> {
  const { config, db, clock } = request.server;
  const token = newSecretToken();
  const now = clock();
  await withTenantTransaction(db, dealership.id, (tx) =>
    insertLoginToken(tx, {
      dealershipId: dealership.id,
      userId: user.id,
      tokenHash: hashToken(token),
      now,
      expiresAt: now + LOGIN_TOKEN_TTL_MS,
    }),
  );
  const staysLocal = request.hostMode.mode === 'local' && request.tenant?.id === dealership.id;
  return {
    user: toSessionUser(user),
    tenant: toTenant(dealership),
    tempToken: token,
    redirectUrl: staysLocal
      ? ssoCallbackPath(dealership.slug, token)
      : ssoCallbackUrl(config, dealership.slug, token),
  };
}
