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

/**
 * argon2 verifications run in this process, by algorithm and parameters ('argon2id
 * m=19456,t=2,p=1'): what sign-in spends on a password. The sign-in tests read it to prove an
 * unknown username costs exactly the work of a wrong password, without timing anything.
 */
const verifications = new Map<string, number>();

export function argon2Verifications(): ReadonlyMap<string, number> {
  return new Map(verifications);
}

/** 'argon2id m=19456,t=2,p=1' from a PHC string ($argon2id$v=19$m=…,t=…,p=…$salt$hash). */
export function argon2ParametersOf(passwordHash: string): string {
  const [, algorithm, , parameters] = passwordHash.split('$');
  return `${algorithm} ${parameters}`;
}

/** True when the password matches; a malformed stored hash counts as a mismatch. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const parameters = argon2ParametersOf(passwordHash);
  verifications.set(parameters, (verifications.get(parameters) ?? 0) + 1);
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * The hash an unknown username's password is checked against: of a random password nobody
 * knows, made with ARGON2_OPTIONS (a test holds it to them). Written out rather than made on
 * the first unknown username, which would then cost a hash more than any later one.
 */
export const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$l67h96GIxMTQw4sP7AAb8A$G+It/Jby2azFi1gxfYPcZHtl9MNKGwe4D4q5bDVVt9M';

/**
 * Spends the same argon2 work as a real check and returns false. Used for unknown usernames so
 * that "no such user" and "wrong password" take the same time as well as giving the same answer.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(DUMMY_PASSWORD_HASH, password);
  return false;
}
