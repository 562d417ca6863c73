import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';

/**
 * Whether a new password resists the guesses an attacker tries first (docs/decisions/
 * 0084-password-strength-estimator.md): zxcvbn-ts estimates the guesses needed from the
 * common-password list, keyboard patterns, repeats, sequences, dates and the words of the
 * account itself (its username, name, email and dealership, and the product's name), and a
 * password needs at least 10^8 of them (zxcvbn's score 3). Offline: no password leaves the
 * process that checks it.
 */

/** zxcvbn's score 3: "safely unguessable" for an online attacker, about 10^8 guesses. */
const MIN_SCORE = 3;

/** Words every account shares: the first thing someone guesses at a LotReady sign-in. */
const PRODUCT_WORDS = ['lotready', 'lot ready'];

/** Who the password belongs to: each word of it an attacker would try first. */
export interface PasswordContext {
  username?: string | undefined;
  fullName?: string | undefined;
  email?: string | null | undefined;
  dealershipName?: string | undefined;
  subdomain?: string | undefined;
}

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Please choose one that is harder to guess.';
export const PERSONAL_PASSWORD_MESSAGE =
  "This password is too easy to guess: it is built on the username, the person's name or the dealership's name. Please choose one that is harder to guess.";
export const PATTERN_PASSWORD_MESSAGE =
  'This password is too easy to guess: it is a repeat, a sequence or a keyboard pattern (like aaaa, 1234 or qwerty). Please choose one that is harder to guess.';
const DATE_PASSWORD_MESSAGE =
  'This password is too easy to guess: it is mostly a date or a year. Please choose one that is harder to guess.';
export const WEAK_PASSWORD_MESSAGE =
  'This password is too easy to guess. Please choose a longer one, such as a few unrelated words.';

/** zxcvbn's warning (its untranslated key) → why, in the product's words. */
const MESSAGE_BY_WARNING: Record<string, string> = {
  userInputs: PERSONAL_PASSWORD_MESSAGE,
  topTen: COMMON_PASSWORD_MESSAGE,
  topHundred: COMMON_PASSWORD_MESSAGE,
  common: COMMON_PASSWORD_MESSAGE,
  similarToCommon: COMMON_PASSWORD_MESSAGE,
  pwned: COMMON_PASSWORD_MESSAGE,
  simpleRepeat: PATTERN_PASSWORD_MESSAGE,
  extendedRepeat: PATTERN_PASSWORD_MESSAGE,
  sequences: PATTERN_PASSWORD_MESSAGE,
  straightRow: PATTERN_PASSWORD_MESSAGE,
  keyPattern: PATTERN_PASSWORD_MESSAGE,
  recentYears: DATE_PASSWORD_MESSAGE,
  dates: DATE_PASSWORD_MESSAGE,
};

/**
 * The words of an account an attacker tries first, lower case: each whole value, each of its
 * words, and a name run together ("Sunrise Motors" is also "sunrisemotors").
 */
export function contextWordsOf(context: PasswordContext): string[] {
  const values = [
    context.username,
    context.fullName,
    context.email?.split('@')[0],
    context.dealershipName,
    context.subdomain,
  ];
  const words = new Set(PRODUCT_WORDS);
  for (const value of values) {
    const text = value?.trim().toLowerCase();
    if (!text) continue;
    words.add(text);
    const parts = text.split(/[^\p{L}\p{N}]+/u).filter((part) => part.length >= 3);
    for (const part of parts) words.add(part);
    if (parts.length > 1) words.add(parts.join(''));
  }
  return [...words];
}

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * The estimator with the common-password list and keyboard layouts: about 2 MB, so it is
 * imported on the first check and then kept (in the browser it is its own lazy chunk; on the
 * server no start pays for it, issue #19 item 4).
 */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ ZxcvbnFactory }, common]) =>
      new ZxcvbnFactory({ graphs: common.adjacencyGraphs, dictionary: common.dictionary }),
  );
  return estimator;
}

function messageFor(result: ZxcvbnResult): string {
  const warning = result.feedback.warning;
  return (warning && MESSAGE_BY_WARNING[warning]) ?? WEAK_PASSWORD_MESSAGE;
}

/** Why a new password is too easy to guess, or null when it is strong enough. */
export async function weakPasswordMessage(
  password: string,
  context: PasswordContext,
): Promise<string | null> {
  const result = (await loadEstimator()).check(password, contextWordsOf(context));
  return result.score >= MIN_SCORE ? null : messageFor(result);
}
