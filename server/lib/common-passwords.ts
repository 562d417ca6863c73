import { badRequest } from './http-error';

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Please choose one that is harder to guess.';

let commonPasswords: Promise<Set<string>> | undefined;

/**
 * The ~49,000 most common passwords of zxcvbn-ts's common list, compared lower case so
 * "Password" counts as "password". Offline: no password ever leaves the server. Loaded on the
 * first check and then kept (about 1 MB): loading it at start cost every start about 0.1 s
 * and 18 MB that most processes never need (issue #19 item 4).
 */
function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(dictionary['passwords-common'].map((password) => password.toLowerCase())),
  );
  return commonPasswords;
}

async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}

/** Throws 400 naming `field` when a new password is on the common list. */
export async function assertUncommonPassword(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE, field);
}
