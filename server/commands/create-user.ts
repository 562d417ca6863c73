import type { Role } from '@domain/api/common';
import type { Tx } from '../db/client';
import { toUserRecord, type UserRecord } from '../db/records';
import { users } from '../db/schema';

export interface CreateUserProps {
  dealershipId: string;
  username: string;
  fullName: string;
  email: string | null;
  role: Role;
  /** An argon2id hash (lib/passwords.ts), computed before the transaction opens. */
  passwordHash: string;
  now: number;
}

/**
 * Creates a user in a dealership. A username taken anywhere (case-insensitive) raises the
 * unique violation of `users_username_lower_key`.
 */
export async function createUser(tx: Tx, props: CreateUserProps): Promise<UserRecord> {
  const [row] = await tx
    .insert(users)
    .values({
      dealershipId: props.dealershipId,
      username: props.username,
      fullName: props.fullName,
      email: props.email,
      role: props.role,
      passwordHash: props.passwordHash,
      createdAt: props.now,
      updatedAt: props.now,
    })
    .returning();
  if (!row) throw new Error('Inserting a user returned no row');
  return toUserRecord(row);
}
