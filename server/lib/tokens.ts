import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit secret, base64url: session ids, sign-in and reset tokens. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The SHA-256 of a secret, hex. Only this is stored: the secrets are high-entropy, so a plain
 * hash is enough (no salt or slow hash), and a leaked table cannot be replayed as cookies.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
