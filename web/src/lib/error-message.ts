import { HttpError } from '@domain/http-errors';

/**
 * The one mapping from a failed call to what a person reads (decision 0051): the server's own
 * sentence when it sent one (a 400 or 409 names the field and says what was wrong), else a
 * sentence for the status that says what happened and what to do. Raw HTTP words ('Bad
 * Request', 'Forbidden', 'Unauthorized', 'Failed to fetch') never reach the screen.
 */

export const OFFLINE_MESSAGE =
  'Could not reach LotReady. Check your internet connection and try again.';

const STATUS_SENTENCES: Readonly<Record<number, string>> = {
  400: 'Some of what was entered is not valid. Please check it and try again.',
  401: 'Your session has ended. Please sign in again.',
  403: 'Your role does not allow this. Ask a manager or an admin.',
  404: 'This item no longer exists; someone may have removed it. Refresh to see the latest.',
  409: 'This clashes with a change made elsewhere. Refresh and try again.',
  413: 'That is too much to send at once. Please send it in smaller parts.',
  429: 'Too many attempts in a short time. Please wait a minute and try again.',
};
const SERVER_TROUBLE = 'LotReady had a problem on its side. Please try again in a moment.';

/** Words that are a protocol's (or a generic default), not a sentence for a person. */
const RAW_WORDS =
  /^(authentication required|you do not have permission to do this|bad request|unauthorized|forbidden|not found|conflict|payload too large|too many requests|internal server error|service unavailable|bad gateway|gateway timeout|failed to fetch|load failed|networkerror.*|http error! status: \d+|error)$/i;

function bodyText(body: unknown, key: 'message' | 'field'): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value: unknown = Reflect.get(body, key);
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function statusSentence(status: number): string {
  return STATUS_SENTENCES[status] ?? SERVER_TROUBLE;
}

/** What went wrong, as a sentence, and the field it concerns when the server named one. */
export function describeFailure(
  error: unknown,
  fallback: string,
): { message: string; field?: string } {
  if (error instanceof HttpError) {
    const field = bodyText(error.body, 'field') ?? undefined;
    let message = bodyText(error.body, 'message');
    // 'stockNumber: Stock number is required': the field is shown by the form itself.
    if (message && field && message.startsWith(`${field}: `))
      message = message.slice(field.length + 2);
    // Then the spec 8 error text (the body's `error`, its text, the status text), if a sentence.
    const own = error.status < 500 ? (message ?? error.message.trim()) : null;
    return {
      message: own && !RAW_WORDS.test(own) ? own : statusSentence(error.status),
      ...(field ? { field } : {}),
    };
  }
  if (error instanceof TypeError) return { message: OFFLINE_MESSAGE };
  if (error instanceof Error && error.message && !RAW_WORDS.test(error.message.trim())) {
    return { message: error.message };
  }
  return { message: fallback };
}

/** The sentence to show for a failed call (see describeFailure). */
export function messageFromError(error: unknown, fallback: string): string {
  return describeFailure(error, fallback).message;
}
