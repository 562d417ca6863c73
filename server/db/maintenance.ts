import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import { DAY_MS } from '../lib/clock';
import type { Db } from './client';
import { loginTokens, passwordResets, sessions, superAdminSessions } from './schema';
import { withSystemTransaction } from './transactions';

/**
 * Deletes sessions past their idle or absolute limit and sign-in / reset tokens spent or expired
 * more than a day ago (kept a day for forensics). Cross-tenant, so a system transaction.
 */
export async function pruneExpiredCredentials(
  db: Db,
  config: ServerConfig,
  now: number,
): Promise<void> {
  const idleSince = now - config.sessionIdleTimeoutMs;
  const dayAgo = now - DAY_MS;
  await withSystemTransaction(db, async (tx) => {
    await tx
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)));
    await tx
      .delete(superAdminSessions)
      .where(
        or(lt(superAdminSessions.expiresAt, now), lt(superAdminSessions.lastSeenAt, idleSince)),
      );
    await tx
      .delete(loginTokens)
      .where(
        or(
          lt(loginTokens.expiresAt, dayAgo),
          and(isNotNull(loginTokens.usedAt), lt(loginTokens.usedAt, dayAgo)),
        ),
      );
    await tx
      .delete(passwordResets)
      .where(
        or(
          lt(passwordResets.expiresAt, dayAgo),
          and(isNotNull(passwordResets.usedAt), lt(passwordResets.usedAt, dayAgo)),
        ),
      );
  });
}
