import { STATUS_CODES } from 'node:http';

/**
 * An error with the HTTP status and the message the client sees: `{ error, message, field? }`.
 * Thrown anywhere in a request; plugins/errors.ts answers it.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly field: string | undefined;
  /** Sent as Retry-After (seconds, rounded up) with a 429 that knows when to come back. */
  readonly retryAfterMs: number | undefined;

  constructor(statusCode: number, message: string, field?: string, retryAfterMs?: number) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.field = field;
    this.retryAfterMs = retryAfterMs;
  }

  /** The reason phrase for the status: "Not Found", "Too Many Requests"… */
  get error(): string {
    return STATUS_CODES[this.statusCode] ?? 'Error';
  }
}

/** A 400 always names its field (#17 item 4): the screen shows the message beside it. */
export const badRequest = (message: string, field: string) => new HttpError(400, message, field);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, field?: string) => new HttpError(409, message, field);
export const tooManyRequests = (message: string, retryAfterMs?: number) =>
  new HttpError(429, message, undefined, retryAfterMs);
