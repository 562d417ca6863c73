import { HttpError } from '@domain/http-errors';

/**
 * The message to show for a failed call: the server's `message` when it sent one, else the
 * error text of spec 8, else the screen's fallback (also for network failures).
 */
export function messageFromError(error: unknown, fallback: string): string {
  if (error instanceof HttpError) {
    const body = error.body;
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const message = (body as { message: unknown }).message;
      if (typeof message === 'string' && message.trim()) return message;
    }
    return error.message || fallback;
  }
  if (error instanceof TypeError) return fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
