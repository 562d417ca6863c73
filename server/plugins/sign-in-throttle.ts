import { and, count, eq, gt, inArray, max, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { HOUR_MS, MINUTE_MS, SECOND_MS, type Clock } from '../lib/clock';
import { tooManyRequests } from '../lib/http-error';

/**
 * A failure counter that slows instead of locking: `free` failures within `windowMs` cost
 * nothing; each further one makes the next attempt wait twice as long as the last wait,
 * from `baseDelayMs` up to `maxDelayMs`, counted from the latest failure.
 */
export interface FailureRule {
  bucket: string;
  free: number;
  windowMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** The numbers of decision 0025 (docs/decisions/0025-sign-in-throttling.md). */
export const SIGN_IN_FAILURE_RULES = {
  /** One account from one client address (a browser that never signed into it). */
  accountAddress: {
    bucket: 'sign-in-failure:account-address',
    free: 5,
    windowMs: HOUR_MS,
    baseDelayMs: 30 * SECOND_MS,
    maxDelayMs: 15 * MINUTE_MS,
  },
  /** One account from one known browser: only that browser's own failures slow it. */
  accountDevice: {
    bucket: 'sign-in-failure:account-device',
    free: 5,
    windowMs: HOUR_MS,
    baseDelayMs: 30 * SECOND_MS,
    maxDelayMs: 15 * MINUTE_MS,
  },
  /** Every account from one address: slows unknown browsers at that address only. */
  address: {
    bucket: 'sign-in-failure:address',
    free: 30,
    windowMs: 15 * MINUTE_MS,
    baseDelayMs: 30 * SECOND_MS,
    maxDelayMs: 15 * MINUTE_MS,
  },
  /** One account from everywhere (a spread-out guessing run): slows unknown browsers only. */
  account: {
    bucket: 'sign-in-failure:account',
    free: 50,
    windowMs: HOUR_MS,
    baseDelayMs: 30 * SECOND_MS,
    maxDelayMs: 15 * MINUTE_MS,
  },
} as const satisfies Record<string, FailureRule>;

export interface FailureKey {
  rule: FailureRule;
  key: string;
}

/** How long after the latest of `failures` failures under `rule` the next attempt must wait. */
export function requiredWaitMs(rule: FailureRule, failures: number): number {
  if (failures < rule.free) return 0;
  const extra = failures - rule.free;
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** Math.min(extra, 30));
}

export function signInDelayMessage(waitMs: number): string {
  const minutes = Math.ceil(waitMs / MINUTE_MS);
  const wait = minutes <= 1 ? '1 minute' : `${minutes} minutes`;
  return `Too many failed sign-in attempts. Please wait ${wait} and try again.`;
}

/** A pending attempt: counted as a failure unless `succeeded()` withdraws it. */
export interface PendingSignIn {
  succeeded: () => Promise<void>;
}

/**
 * Records the attempt against each key *before* counting, so parallel attempts see each
 * other; when a key's earlier failures still call for a wait, the attempt is withdrawn and a
 * 429 thrown with Retry-After. The rows are `rate_limit_hits`, pruned with the rest.
 */
export async function beginSignInAttempt(
  db: Db,
  clock: Clock,
  keys: readonly FailureKey[],
): Promise<PendingSignIn> {
  const now = clock();
  const inserted = await db
    .insert(rateLimitHits)
    .values(keys.map(({ rule, key }) => ({ bucket: rule.bucket, key, occurredAt: now })))
    .returning({ id: rateLimitHits.id });
  const ids = inserted.map((row) => row.id);
  const withdraw = async () => {
    if (ids.length > 0) await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, ids));
  };
  let waitMs = 0;
  for (const { rule, key } of keys) {
    const [row] = await db
      .select({ failures: count(), last: max(rateLimitHits.occurredAt) })
      .from(rateLimitHits)
      .where(
        and(
          eq(rateLimitHits.bucket, rule.bucket),
          eq(rateLimitHits.key, key),
          gt(rateLimitHits.occurredAt, now - rule.windowMs),
          notInArray(rateLimitHits.id, ids),
        ),
      );
    const required = requiredWaitMs(rule, row?.failures ?? 0);
    // Under the free count nothing waits: a parallel attempt stamped a moment after `now`
    // must not turn into a wait of those few milliseconds (a 429 for a correct password).
    if (required > 0) waitMs = Math.max(waitMs, Number(row?.last ?? 0) + required - now);
  }
  if (waitMs > 0) {
    await withdraw();
    throw tooManyRequests(signInDelayMessage(waitMs), waitMs);
  }
  return { succeeded: withdraw };
}
