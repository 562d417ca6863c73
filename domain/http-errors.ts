import { QUERY_MAX_RETRIES, RETRY_DELAY_BASE_MS, RETRY_DELAY_MAX_MS } from './constants';

/** A non-OK answer, thrown by the web's call helper; `message` is the spec 8 error text. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  /** The parsed JSON body, or undefined when the body was not JSON. */
  readonly body: unknown;
  /** The response's status text ('' over HTTP/2, which has none). */
  readonly statusText: string;

  constructor(status: number, message: string, body?: unknown, statusText = '') {
    super(message);
    this.status = status;
    this.body = body;
    this.statusText = statusText;
  }
}

/** The error text of a failed vehicle POST during import (spec 7). */
export function httpStatusErrorMessage(status: number): string {
  return `HTTP error! status: ${status}`;
}

export interface FailedResponse {
  /** The parsed JSON body, if any. */
  body: unknown;
  /** The raw body text ('' when empty). */
  bodyText: string;
  status: number;
  statusText: string;
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function jsonField(body: unknown, field: 'error' | 'message'): string | null {
  if (typeof body !== 'object' || body === null || !Object.hasOwn(body, field)) return null;
  return nonEmptyString(Reflect.get(body, field));
}

/**
 * The error text of a failed response, in the spec 8 order: the JSON field `error`, then
 * `message`, then the raw body text, then the status text. HTTP/2 answers carry no status
 * text, so the last resort is 'HTTP error! status: {code}' rather than an empty message.
 */
export function errorTextFrom(response: FailedResponse): string {
  return (
    jsonField(response.body, 'error') ??
    jsonField(response.body, 'message') ??
    nonEmptyString(response.bodyText)?.trim() ??
    nonEmptyString(response.statusText) ??
    httpStatusErrorMessage(response.status)
  );
}

const NO_RETRY_MARKERS = ['401', '403', 'Authentication required', 'Not authenticated', '4'];

/**
 * Spec 8: a query is not retried when its message includes 401, 403, 'Authentication
 * required', 'Not authenticated' or the digit 4. The bare digit subsumes 401 and 403 and also
 * stops retries for any other message with a 4 in it (404, 422, but also 'status: 504'); that
 * is the spec's rule, kept literally.
 */
export function isNoRetryMessage(message: string): boolean {
  return NO_RETRY_MARKERS.some((marker) => message.includes(marker));
}

/**
 * What the retry rule reads. An HttpError's message is the server's error text ('Forbidden',
 * 'Vehicle not found'), which rarely names the status, so its status is read with it: a 403 or
 * 404 stops at once, as the rule means, instead of being retried twice.
 */
function retrySubject(error: unknown): string {
  if (error instanceof HttpError) return `${error.status} ${error.message}`;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : String(error);
}

/**
 * TanStack Query's `retry` option: `failureCount` is 0 at the first failure, so queries are
 * retried at most twice (spec 8). Mutations never retry (set where the client is built).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isNoRetryMessage(retrySubject(error))) return false;
  return failureCount < QUERY_MAX_RETRIES;
}

/** Spec 9: min(1000 × 2^attempt, 3000) ms. */
export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY_DELAY_BASE_MS * 2 ** attempt, RETRY_DELAY_MAX_MS);
}
