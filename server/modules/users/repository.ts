import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import type { User } from '@domain/api/users';

type UserRow = typeof users.$inferSelect;

/** The one place a user row becomes the wire shape (the password hash never leaves). */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    email: row.email,
    role: row.role,
    disabled: row.disabled,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The dealership's users, by username. */
export async function listUsers(tx: Executor, dealershipId: string): Promise<User[]> {
  const rows = await tx
    .select()
    .from(users)
    .where(eq(users.dealershipId, dealershipId))
    .orderBy(asc(sql`lower(${users.username})`));
  return rows.map(toUser);
}

/** One user row of the dealership; `forUpdate` locks it until the transaction ends. */
export async function findUserRow(
  tx: Executor,
  dealershipId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<UserRow | null> {
  const query = tx
    .select()
    .from(users)
    .where(and(eq(users.dealershipId, dealershipId), eq(users.id, id)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The ids of the dealership's enabled admins, locked until the transaction ends: two admins
 * demoting each other at the same moment then queue up, and the second sees the first's
 * result, so the last admin cannot be removed by a race.
 */
export async function lockActiveAdminIds(tx: Executor, dealershipId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.dealershipId, dealershipId), eq(users.role, 'admin'), eq(users.disabled, false)),
    )
    .orderBy(users.id)
    .for('update');
  return rows.map((row) => row.id);
}

/** Writes `changes` to one user of the dealership; null when there is none. */
export async function updateUserRow(
  tx: Executor,
  dealershipId: string,
  id: string,
  changes: Partial<typeof users.$inferInsert>,
): Promise<UserRow | null> {
  const [row] = await tx
    .update(users)
    .set(changes)
    .where(and(eq(users.dealershipId, dealershipId), eq(users.id, id)))
    .returning();
  return row ?? null;
}

/** Deletes a user; their sessions, sign-in and reset tokens go with them (foreign keys). */
export async function deleteUserRow(tx: Executor, dealershipId: string, id: string): Promise<void> {
  await tx.delete(users).where(and(eq(users.dealershipId, dealershipId), eq(users.id, id)));
}
