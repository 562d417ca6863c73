import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from './http-error';

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Please choose one that is harder to guess.';

/**
 * The ~49,000 most common passwords of zxcvbn-ts's common list, read once and kept in memory
 * (about 1 MB), compared lower case so "Password" counts as "password". Offline: no password
 * ever leaves the server.
 */
const COMMON_PASSWORDS = new Set(
  dictionary['passwords-common'].map((password) => password.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** Throws 400 naming `field` when a new password is on the common list. */
export function assertUncommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE, field);
}
