import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  toDealershipRecord,
  toUserRecord,
  toUserWithPassword,
  type DealershipRecord,
  type UserRecord,
  type UserWithPassword,
} from '../../db/records';
import { dealerships, loginTokens, users } from '../../db/schema';

export interface UserInDealership {
  user: UserWithPassword;
  dealership: DealershipRecord;
}

const sameUsername = (username: string) =>
  eq(sql`lower(${users.username})`, username.toLowerCase());

/** Universal login: usernames are global, so this is cross-tenant (`withSystemTransaction`). */
export async function findUserByUsernameAnyTenant(
  tx: Tx,
  username: string,
): Promise<UserInDealership | null> {
  const [row] = await tx
    .select({ user: users, dealership: dealerships })
    .from(users)
    .innerJoin(dealerships, eq(dealerships.id, users.dealershipId))
    .where(sameUsername(username))
    .limit(1);
  return row
    ? { user: toUserWithPassword(row.user), dealership: toDealershipRecord(row.dealership) }
    : null;
}

/** Sign-in on a tenant host: only that dealership's users (tenant transaction). */
export async function findUserByUsernameInTenant(
  tx: Tx,
  dealershipId: string,
  username: string,
): Promise<UserWithPassword | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.dealershipId, dealershipId), sameUsername(username)))
    .limit(1);
  return row ? toUserWithPassword(row) : null;
}

export async function findUserById(
  tx: Tx,
  dealershipId: string,
  userId: string,
): Promise<UserRecord | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.dealershipId, dealershipId), eq(users.id, userId)))
    .limit(1);
  return row ? toUserRecord(row) : null;
}

/** True when the username is taken in any dealership, in any letter case. */
export async function usernameExists(tx: Tx, username: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sameUsername(username))
    .limit(1);
  return row !== undefined;
}

export async function slugExists(tx: Tx, slug: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: dealerships.id })
    .from(dealerships)
    .where(eq(dealerships.slug, slug))
    .limit(1);
  return row !== undefined;
}

export interface NewSingleUseToken {
  dealershipId: string;
  userId: string;
  tokenHash: string;
  now: number;
  expiresAt: number;
}

export async function insertLoginToken(tx: Tx, token: NewSingleUseToken): Promise<void> {
  await tx.insert(loginTokens).values({
    dealershipId: token.dealershipId,
    userId: token.userId,
    tokenHash: token.tokenHash,
    createdAt: token.now,
    expiresAt: token.expiresAt,
  });
}

/**
 * Spends a sign-in token and returns its user id, or null. Check and spend are ONE statement:
 * `UPDATE … WHERE used_at IS NULL AND expires_at > now RETURNING`. Two parallel consumes
 * cannot both pass a separate SELECT — the row lock makes the second UPDATE re-check
 * `used_at` after the first commits, so exactly one gets a row back. The dealership filter
 * binds the token to the host it was issued for: A's token on B's host matches nothing.
 */
export async function consumeLoginToken(
  tx: Tx,
  dealershipId: string,
  tokenHash: string,
  now: number,
): Promise<string | null> {
  const [row] = await tx
    .update(loginTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginTokens.dealershipId, dealershipId),
        eq(loginTokens.tokenHash, tokenHash),
        isNull(loginTokens.usedAt),
        gt(loginTokens.expiresAt, now),
      ),
    )
    .returning({ userId: loginTokens.userId });
  return row?.userId ?? null;
}

/** The user a sign-in token would sign in, without spending it (the account-switch check). */
export async function peekLoginToken(
  tx: Tx,
  dealershipId: string,
  tokenHash: string,
  now: number,
): Promise<string | null> {
  const [row] = await tx
    .select({ userId: loginTokens.userId })
    .from(loginTokens)
    .where(
      and(
        eq(loginTokens.dealershipId, dealershipId),
        eq(loginTokens.tokenHash, tokenHash),
        isNull(loginTokens.usedAt),
        gt(loginTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}
