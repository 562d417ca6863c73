import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/http-error';
import { verifyAgainstDummy, verifyPassword } from '../lib/passwords';
import { RATE_LIMITS } from '../plugins/rate-limit';
import { accountKeyOf, knownDeviceOf, rememberDevice } from '../plugins/sign-in-devices';
import {
  beginSignInAttempt,
  SIGN_IN_FAILURE_RULES as RULES,
  type FailureKey,
} from '../plugins/sign-in-throttle';

export interface CheckCredentialsProps<T extends { passwordHash: string }> {
  /** Whose sign-in this is: a staff user or the platform super admin (separate accounts). */
  kind: 'user' | 'super-admin';
  username: string;
  password: string;
  lookup: (username: string) => Promise<T | null>;
  /** False for a disabled account or dealership: answered exactly like a wrong password. */
  canSignIn: (found: T) => boolean;
  /** The one answer for every failure, so it cannot tell "no such user" from "wrong password". */
  failureMessage: string;
}

/**
 * The failure counters an attempt is checked against (decision 0025). A browser that has
 * signed into this account before answers only for its own failures; any other browser
 * answers for the failures of its address on this account, of its address on every account,
 * and of every unknown browser on this account.
 */
function failureKeysOf(accountKey: string, address: string, device: string | null): FailureKey[] {
  if (device) return [{ rule: RULES.accountDevice, key: `${accountKey} ${device}` }];
  return [
    { rule: RULES.accountAddress, key: `${accountKey} ${address}` },
    { rule: RULES.address, key: address },
    { rule: RULES.account, key: accountKey },
  ];
}

/**
 * Checks a username and password under the sign-in throttle and returns the account, or
 * throws 401 with `failureMessage` (429 with Retry-After while a delay runs). Failures slow,
 * they never lock: a known browser is never held back by anyone else's guesses. A correct
 * password is still capped per account and address (successful sign-ins, RATE_LIMITS), and
 * marks this browser as known. An unknown username still costs a full argon2 verification,
 * against a dummy hash, so its timing matches a wrong password too.
 */
export async function checkCredentials<T extends { passwordHash: string }>(
  request: FastifyRequest,
  reply: FastifyReply,
  props: CheckCredentialsProps<T>,
): Promise<T> {
  const { db, clock, rateLimiter } = request.server;
  const accountKey = accountKeyOf(props.kind, props.username);
  const device = await knownDeviceOf(request, accountKey);
  const pending = await beginSignInAttempt(
    db,
    clock,
    failureKeysOf(accountKey, request.ip, device),
  );
  const found = await props.lookup(props.username);
  const matches = found
    ? await verifyPassword(found.passwordHash, props.password)
    : await verifyAgainstDummy(props.password);
  if (!found || !matches || !props.canSignIn(found)) throw unauthorized(props.failureMessage);
  await pending.succeeded();
  const { signInCapPerAccount, signInCapPerAddress } = request.server.config;
  await rateLimiter.attempt([
    {
      rule: { ...RATE_LIMITS.signInSuccessAccount, limit: signInCapPerAccount },
      key: accountKey,
    },
    {
      rule: { ...RATE_LIMITS.signInSuccessAddress, limit: signInCapPerAddress },
      key: request.ip,
    },
  ]);
  await rememberDevice(request, reply, accountKey);
  return found;
}
