import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import { signInDevices } from '../db/schema';
import { DAY_MS, SECOND_MS } from '../lib/clock';
import { hashToken, newSecretToken } from '../lib/tokens';

/**
 * OWASP's device cookie (decision 0025): a browser that signed into an account keeps a random
 * token; the database keeps its hash per account. It proves nothing by itself — the password
 * is still checked — it only decides whose failures may slow this attempt.
 */

/** A browser stays known this long after it last signed into the account. */
export const DEVICE_TRUST_MS = 90 * DAY_MS;

export function deviceCookieName(config: ServerConfig): string {
  return config.publicScheme === 'https' ? '__Host-lotready_device' : 'lotready_device';
}

/** The account's key in devices and failure counts: usernames are global, compared lower case. */
export function accountKeyOf(kind: 'user' | 'super-admin', username: string): string {
  return `${kind}:${username.trim().toLowerCase()}`;
}

/** The hash of the request's device token when it has signed into `accountKey` lately, else null. */
export async function knownDeviceOf(
  request: FastifyRequest,
  accountKey: string,
): Promise<string | null> {
  const { config, db, clock } = request.server;
  const token = request.cookies[deviceCookieName(config)];
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ tokenHash: signInDevices.tokenHash })
    .from(signInDevices)
    .where(
      and(
        eq(signInDevices.tokenHash, tokenHash),
        eq(signInDevices.accountKey, accountKey),
        gt(signInDevices.lastUsedAt, clock() - DEVICE_TRUST_MS),
      ),
    )
    .limit(1);
  return row ? tokenHash : null;
}

/** After a correct password: this browser is known to the account (a new token if it had none). */
export async function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  accountKey: string,
): Promise<void> {
  const { config, db, clock } = request.server;
  const name = deviceCookieName(config);
  const carried = request.cookies[name];
  const token = carried && carried.length <= 100 ? carried : newSecretToken();
  const now = clock();
  await db
    .insert(signInDevices)
    .values({ tokenHash: hashToken(token), accountKey, createdAt: now, lastUsedAt: now })
    .onConflictDoUpdate({
      target: [signInDevices.tokenHash, signInDevices.accountKey],
      set: { lastUsedAt: now },
    });
  reply.setCookie(name, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicScheme === 'https',
    maxAge: Math.floor(DEVICE_TRUST_MS / SECOND_MS),
  });
}
