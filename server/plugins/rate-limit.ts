import type { FastifyInstance } from 'fastify';
import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { HOUR_MS, MINUTE_MS, type Clock } from '../lib/clock';
import { tooManyRequests } from '../lib/http-error';

export interface RateLimitRule {
  bucket: string;
  limit: number;
  windowMs: number;
  message: string;
}

const SIGN_IN_VOLUME_MESSAGE = 'Too many sign-ins. Please wait a few minutes and try again.';
const REQUESTS_MESSAGE = 'Too many requests. Please wait a while and try again.';

/**
 * Every request limit in one place (failed sign-ins slow instead: plugins/sign-in-throttle.ts).
 * Address keys are `request.ip`: the address the nearest trusted proxy saw (TRUST_PROXY).
 */
export const RATE_LIMITS = {
  /** Successful sign-ins (tokens or sessions) of one account: bounds session churn. */
  signInSuccessAccount: {
    bucket: 'sign-in-success:account',
    limit: 30,
    windowMs: 15 * MINUTE_MS,
    message: SIGN_IN_VOLUME_MESSAGE,
  },
  /** Successful sign-ins from one address, every account (a dealership behind one office IP). */
  signInSuccessAddress: {
    bucket: 'sign-in-success:address',
    limit: 300,
    windowMs: 15 * MINUTE_MS,
    message: SIGN_IN_VOLUME_MESSAGE,
  },
  resetRequestAddress: {
    bucket: 'reset-request:address',
    limit: 10,
    windowMs: 15 * MINUTE_MS,
    message: REQUESTS_MESSAGE,
  },
  resetRequestEmail: {
    bucket: 'reset-request:email',
    limit: 3,
    windowMs: 15 * MINUTE_MS,
    message: REQUESTS_MESSAGE,
  },
  resetPasswordAddress: {
    bucket: 'reset-password:address',
    limit: 20,
    windowMs: 15 * MINUTE_MS,
    message: REQUESTS_MESSAGE,
  },
  signupAddress: {
    bucket: 'signup:address',
    limit: 10,
    windowMs: HOUR_MS,
    message: REQUESTS_MESSAGE,
  },
  leadsAddress: {
    bucket: 'leads:address',
    limit: 10,
    windowMs: HOUR_MS,
    message: REQUESTS_MESSAGE,
  },
  /** The contact form, per client address: the same allowance as the demo forms. */
  supportAddress: {
    bucket: 'support:address',
    limit: 10,
    windowMs: HOUR_MS,
    message: REQUESTS_MESSAGE,
  },
  /**
   * Opening or deciding from a link for people without an account (issue #33), per client
   * address: a phone taps a few times; guessing tokens takes millions.
   */
  guestLinkAddress: {
    bucket: 'guest-link:address',
    limit: 60,
    windowMs: 15 * MINUTE_MS,
    message: REQUESTS_MESSAGE,
  },
} as const satisfies Record<string, RateLimitRule>;

export interface RateLimitCheck {
  rule: RateLimitRule;
  key: string;
}

/** An attempt that was let through; `release()` forgets it (a sign-in that succeeded). */
export interface RateLimitAttempt {
  release: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/**
 * Counts attempts in the database, so every app process shares the counts, and on the app's
 * clock, so tests move time instead of sleeping (docs/decisions/0005-rate-limits-in-the-database.md).
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * Records one attempt against each check, then counts. The attempt is recorded *before* the
   * count so that parallel attempts see each other; when any key is over its limit the
   * attempt is withdrawn and a 429 thrown.
   */
  async attempt(checks: readonly RateLimitCheck[]): Promise<RateLimitAttempt> {
    const now = this.clock();
    const inserted = await this.db
      .insert(rateLimitHits)
      .values(checks.map(({ rule, key }) => ({ bucket: rule.bucket, key, occurredAt: now })))
      .returning({ id: rateLimitHits.id });
    const ids = inserted.map((row) => row.id);
    const release = async () => {
      if (ids.length > 0) await this.db.delete(rateLimitHits).where(inArray(rateLimitHits.id, ids));
    };
    for (const { rule, key } of checks) {
      const [row] = await this.db
        .select({ hits: count() })
        .from(rateLimitHits)
        .where(
          and(
            eq(rateLimitHits.bucket, rule.bucket),
            eq(rateLimitHits.key, key),
            gt(rateLimitHits.occurredAt, now - rule.windowMs),
          ),
        );
      if ((row?.hits ?? 0) > rule.limit) {
        await release();
        throw tooManyRequests(rule.message);
      }
    }
    return { release };
  }
}

/** Decorates `app.rateLimiter`. */
export function registerRateLimiter(app: FastifyInstance): void {
  app.decorate('rateLimiter', new RateLimiter(app.db, app.clock));
}
