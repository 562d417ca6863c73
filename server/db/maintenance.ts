import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import { DAY_MS } from '../lib/clock';
import { DEVICE_TRUST_MS } from '../plugins/sign-in-devices';
import type { Db } from './client';
import {
  loginTokens,
  passwordResets,
  rateLimitHits,
  sessions,
  signInDevices,
  superAdminSessions,
  vehicleChanges,
} from './schema';
import { withSystemTransaction } from './transactions';

/**
 * Deletes sessions past their idle or absolute limit, sign-in / reset tokens spent or expired
 * more than a day ago (kept a day for forensics), rate-limit rows older than any window (a
 * day) and browsers not signed in with for DEVICE_TRUST_MS. Cross-tenant, so a system
 * transaction. main.ts runs it at start and every hour.
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
    await tx.delete(rateLimitHits).where(lt(rateLimitHits.occurredAt, dayAgo));
    await tx.delete(signInDevices).where(lt(signInDevices.lastUsedAt, now - DEVICE_TRUST_MS));
  });
}

/**
 * How long the vehicle change log keeps a change: a browser away longer (a laptop closed
 * overnight) reconnects to a resync and loads its lists again, which is as cheap as replaying.
 */
export const VEHICLE_CHANGES_KEPT_MS = DAY_MS;

/** Forgets vehicle changes older than VEHICLE_CHANGES_KEPT_MS, in every dealership. */
export async function pruneVehicleChangeLog(db: Db, now: number): Promise<void> {
  await withSystemTransaction(db, (tx) =>
    tx.delete(vehicleChanges).where(lt(vehicleChanges.changedAt, now - VEHICLE_CHANGES_KEPT_MS)),
  );
}
