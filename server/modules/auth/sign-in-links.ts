import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { loginTokens, passwordResets } from '../../db/schema';

/**
 * Spends every unused sign-in link of a user: the universal-login tokens on their way to
 * /sso-callback and the password reset links in their mailbox. An admin who sets a new
 * password for a user, or disables them, ends these with their sessions, so no link handed
 * out before signs them in afterwards (issue #28 item 6).
 */
export async function endSignInLinks(
  tx: Tx,
  owner: { dealershipId: string; userId: string },
  now: number,
): Promise<void> {
  for (const table of [loginTokens, passwordResets]) {
    await tx
      .update(table)
      .set({ usedAt: now })
      .where(
        and(
          eq(table.dealershipId, owner.dealershipId),
          eq(table.userId, owner.userId),
          isNull(table.usedAt),
        ),
      );
  }
}
