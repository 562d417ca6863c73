/**
 * Text is a sequence of Unicode scalar values. JSON can still carry a lone UTF-16 surrogate
 * ("\ud800"), which is no character at all: the database, encodeURIComponent and the CSV
 * export would each fail on it in their own way, so input is refused where it enters.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether `value` holds only whole characters (no lone surrogate). */
export function isWellFormedText(value: string): boolean {
  // With the u flag a surrogate pair reads as one code point, so only a lone half matches.
  return !LONE_SURROGATE.test(value);
}

export const MALFORMED_TEXT_MESSAGE =
  'Text must be valid Unicode (no lone surrogate such as \\ud800)';
