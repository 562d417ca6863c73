import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP Password Storage Cheat Sheet: argon2id, m=19456 KiB, t=2, p=1 (design.md, Stack).
// Algorithm is a const enum, which isolatedModules cannot read; 2 is Argon2id.
const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes a password with argon2id; the PHC string carries salt and parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** True when the password matches; a malformed stored hash counts as a mismatch. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same argon2 work as a real check and returns false. Used for unknown usernames so
 * that "no such user" and "wrong password" take the same time as well as giving the same answer.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('lotready-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
