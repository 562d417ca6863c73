import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/http-error';
import { verifyAgainstDummy, verifyPassword } from '../lib/passwords';
import type { RateLimitRule } from '../plugins/rate-limit';

export interface CheckCredentialsProps<T extends { passwordHash: string }> {
  username: string;
  password: string;
  /** Failures per account, and per client address (`request.ip`). */
  accountRule: RateLimitRule;
  addressRule: RateLimitRule;
  lookup: (username: string) => Promise<T | null>;
  /** False for a disabled account or dealership: answered exactly like a wrong password. */
  canSignIn: (found: T) => boolean;
  /** The one answer for every failure, so it cannot tell "no such user" from "wrong password". */
  failureMessage: string;
}

/**
 * Checks a username and password under the sign-in rate limits and returns the account, or
 * throws 401 with `failureMessage` (429 when over a limit). An unknown username still costs a
 * full argon2 verification, against a dummy hash, so its timing matches a wrong password too.
 */
export async function checkCredentials<T extends { passwordHash: string }>(
  request: FastifyRequest,
  props: CheckCredentialsProps<T>,
): Promise<T> {
  const attempt = await request.server.rateLimiter.attempt([
    { rule: props.accountRule, key: props.username.trim().toLowerCase() },
    { rule: props.addressRule, key: request.ip },
  ]);
  const found = await props.lookup(props.username);
  const matches = found
    ? await verifyPassword(found.passwordHash, props.password)
    : await verifyAgainstDummy(props.password);
  if (!found || !matches || !props.canSignIn(found)) throw unauthorized(props.failureMessage);
  // Only failures count against the limits.
  await attempt.release();
  return found;
}
