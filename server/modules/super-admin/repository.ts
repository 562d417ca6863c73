import { eq, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { superAdminSessions, superAdmins } from '../../db/schema';

export interface SuperAdminWithPassword {
  id: string;
  username: string;
  fullName: string;
  passwordHash: string;
}

const sameUsername = (username: string) =>
  eq(sql`lower(${superAdmins.username})`, username.toLowerCase());

export async function findSuperAdminByUsername(
  db: Executor,
  username: string,
): Promise<SuperAdminWithPassword | null> {
  const [row] = await db.select().from(superAdmins).where(sameUsername(username)).limit(1);
  return row
    ? { id: row.id, username: row.username, fullName: row.fullName, passwordHash: row.passwordHash }
    : null;
}

/**
 * Retires every super admin not named `username` (deleted with their sessions): after
 * SUPER_ADMIN_USERNAME changes, the old name signs in nowhere.
 */
export async function retireOtherSuperAdmins(db: Executor, username: string): Promise<void> {
  await db.delete(superAdmins).where(not(sameUsername(username)));
}

export async function countSuperAdmins(db: Executor): Promise<number> {
  const rows = await db.select({ id: superAdmins.id }).from(superAdmins).limit(1);
  return rows.length;
}

/** Creates the super admin, or replaces the password of the one with that username (its sessions end). */
export async function upsertSuperAdmin(
  db: Executor,
  props: { username: string; fullName: string; passwordHash: string; now: number },
): Promise<void> {
  const existing = await findSuperAdminByUsername(db, props.username);
  if (existing) {
    await db
      .update(superAdmins)
      .set({ passwordHash: props.passwordHash, updatedAt: props.now })
      .where(eq(superAdmins.id, existing.id));
    await db.delete(superAdminSessions).where(eq(superAdminSessions.superAdminId, existing.id));
    return;
  }
  await db.insert(superAdmins).values({
    username: props.username,
    fullName: props.fullName,
    passwordHash: props.passwordHash,
    createdAt: props.now,
    updatedAt: props.now,
  });
}
