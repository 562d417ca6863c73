import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  toDealershipRecord,
  toUserRecord,
  type DealershipRecord,
  type UserRecord,
} from '../../db/records';
import { dealerships, passwordResets, users } from '../../db/schema';
import type { NewSingleUseToken } from './repository';

/** Active users with this email, in active dealerships, across tenants (system transaction). */
export async function findUsersByEmail(
  tx: Tx,
  email: string,
): Promise<{ user: UserRecord; dealership: DealershipRecord }[]> {
  const rows = await tx
    .select({ user: users, dealership: dealerships })
    .from(users)
    .innerJoin(dealerships, eq(dealerships.id, users.dealershipId))
    .where(
      and(
        eq(sql`lower(${users.email})`, email.toLowerCase()),
        eq(users.disabled, false),
        eq(dealerships.active, true),
      ),
    )
    .limit(10);
  return rows.map((row) => ({
    user: toUserRecord(row.user),
    dealership: toDealershipRecord(row.dealership),
  }));
}

export async function insertPasswordReset(tx: Tx, token: NewSingleUseToken): Promise<void> {
  await tx.insert(passwordResets).values({
    dealershipId: token.dealershipId,
    userId: token.userId,
    tokenHash: token.tokenHash,
    createdAt: token.now,
    expiresAt: token.expiresAt,
  });
}

const usable = (tokenHash: string, now: number) =>
  and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );

/**
 * Whose account a still-usable reset token resets (read before spending argon2 on a new hash,
 * and to check the new password against the account's own words), or null.
 */
export async function findPasswordResetAccount(
  tx: Tx,
  tokenHash: string,
  now: number,
): Promise<{ user: UserRecord; dealership: DealershipRecord } | null> {
  const [row] = await tx
    .select({ user: users, dealership: dealerships })
    .from(passwordResets)
    .innerJoin(
      users,
      and(eq(users.id, passwordResets.userId), eq(users.dealershipId, passwordResets.dealershipId)),
    )
    .innerJoin(dealerships, eq(dealerships.id, passwordResets.dealershipId))
    .where(usable(tokenHash, now))
    .limit(1);
  return row
    ? { user: toUserRecord(row.user), dealership: toDealershipRecord(row.dealership) }
    : null;
}

/**
 * Spends a reset token in one atomic UPDATE … RETURNING (single use even under parallel
 * requests, as with sign-in tokens) and returns whose it was.
 */
export async function consumePasswordReset(
  tx: Tx,
  tokenHash: string,
  now: number,
): Promise<{ dealershipId: string; userId: string } | null> {
  const [row] = await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(usable(tokenHash, now))
    .returning({ dealershipId: passwordResets.dealershipId, userId: passwordResets.userId });
  return row ?? null;
}

/** Sets a new password and spends the user's other outstanding reset tokens. */
export async function setPassword(
  tx: Tx,
  owner: { dealershipId: string; userId: string },
  passwordHash: string,
  now: number,
): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, updatedAt: now })
    .where(and(eq(users.dealershipId, owner.dealershipId), eq(users.id, owner.userId)));
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.dealershipId, owner.dealershipId),
        eq(passwordResets.userId, owner.userId),
        isNull(passwordResets.usedAt),
      ),
    );
}
