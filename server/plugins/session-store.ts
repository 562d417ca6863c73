import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { toUserRecord, type UserRecord } from '../db/records';
import { sessions, users } from '../db/schema';

/** A session found by its id hash, with its user. */
export interface StoredSession {
  user: UserRecord;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  reauthenticatedAt: number | null;
}

/** Looks a session up inside its dealership (filter and RLS both scope it to the host's tenant). */
export async function findSession(
  tx: Tx,
  dealershipId: string,
  idHash: string,
): Promise<StoredSession | null> {
  const [row] = await tx
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(
      users,
      and(eq(users.dealershipId, sessions.dealershipId), eq(users.id, sessions.userId)),
    )
    .where(and(eq(sessions.dealershipId, dealershipId), eq(sessions.idHash, idHash)))
    .limit(1);
  if (!row) return null;
  return {
    user: toUserRecord(row.user),
    createdAt: row.session.createdAt,
    lastSeenAt: row.session.lastSeenAt,
    expiresAt: row.session.expiresAt,
    reauthenticatedAt: row.session.reauthenticatedAt,
  };
}

export interface NewSession {
  dealershipId: string;
  idHash: string;
  userId: string;
  now: number;
  expiresAt: number;
}

export async function insertSession(tx: Tx, session: NewSession): Promise<void> {
  await tx.insert(sessions).values({
    dealershipId: session.dealershipId,
    idHash: session.idHash,
    userId: session.userId,
    createdAt: session.now,
    lastSeenAt: session.now,
    expiresAt: session.expiresAt,
  });
}

export async function deleteSession(tx: Tx, dealershipId: string, idHash: string): Promise<void> {
  await tx
    .delete(sessions)
    .where(and(eq(sessions.dealershipId, dealershipId), eq(sessions.idHash, idHash)));
}

/** Ends every session of a user (password reset, a disabled account). */
export async function deleteUserSessions(
  tx: Tx,
  dealershipId: string,
  userId: string,
): Promise<void> {
  await tx
    .delete(sessions)
    .where(and(eq(sessions.dealershipId, dealershipId), eq(sessions.userId, userId)));
}

export async function touchSession(
  tx: Tx,
  dealershipId: string,
  idHash: string,
  now: number,
): Promise<void> {
  await tx
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.dealershipId, dealershipId), eq(sessions.idHash, idHash)));
}

/** Records a fresh password check on this session (the clear-all confirmation). */
export async function markReauthenticated(
  tx: Tx,
  dealershipId: string,
  idHash: string,
  now: number,
): Promise<void> {
  await tx
    .update(sessions)
    .set({ reauthenticatedAt: now, lastSeenAt: now })
    .where(and(eq(sessions.dealershipId, dealershipId), eq(sessions.idHash, idHash)));
}

/** How many sessions one user may hold; a sign-in beyond it ends the oldest (decision 0025). */
export const MAX_SESSIONS_PER_USER = 10;

/** Ends the user's oldest sessions beyond MAX_SESSIONS_PER_USER (the newest are kept). */
export async function endSessionsBeyondLimit(
  tx: Tx,
  dealershipId: string,
  userId: string,
): Promise<void> {
  const ofUser = and(eq(sessions.dealershipId, dealershipId), eq(sessions.userId, userId));
  const newest = await tx
    .select({ idHash: sessions.idHash })
    .from(sessions)
    .where(ofUser)
    .orderBy(desc(sessions.createdAt), desc(sessions.idHash))
    .limit(MAX_SESSIONS_PER_USER);
  if (newest.length < MAX_SESSIONS_PER_USER) return;
  await tx.delete(sessions).where(
    and(
      ofUser,
      notInArray(
        sessions.idHash,
        newest.map((row) => row.idHash),
      ),
    ),
  );
}
