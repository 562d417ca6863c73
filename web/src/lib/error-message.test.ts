import { describe, expect, it } from 'vitest';
import { HttpError } from '@domain/http-errors';
import { describeFailure, messageFromError, OFFLINE_MESSAGE } from './error-message';

const http = (status: number, body?: unknown, text = '') =>
  new HttpError(status, text || String((body as { error?: string })?.error ?? ''), body);

describe('messageFromError: a sentence, never a raw HTTP word', () => {
  it.each([
    [
      'the server sentence',
      http(401, { error: 'Unauthorized', message: 'Bad password' }),
      'Bad password',
    ],
    [
      'a field prefix dropped',
      http(400, {
        error: 'Bad Request',
        message: 'stockNumber: Stock number is required',
        field: 'stockNumber',
      }),
      'Stock number is required',
    ],
    [
      'the error text when no message',
      http(403, { error: 'Re-authentication required' }),
      'Re-authentication required',
    ],
    [
      'Bad Request alone',
      http(400, { error: 'Bad Request' }),
      'Some of what was entered is not valid. Please check it and try again.',
    ],
    [
      'Unauthorized alone',
      http(401, { error: 'Unauthorized', message: 'Authentication required' }),
      'Your session has ended. Please sign in again.',
    ],
    [
      'Forbidden alone',
      http(403, { error: 'Forbidden', message: 'You do not have permission to do this' }),
      'Your role does not allow this. Ask a manager or an admin.',
    ],
    [
      'Conflict alone',
      http(409, undefined, 'Conflict'),
      'This clashes with a change made elsewhere. Refresh and try again.',
    ],
    [
      'a 500',
      http(500, undefined, 'Internal Server Error'),
      'LotReady had a problem on its side. Please try again in a moment.',
    ],
    [
      'a 503 with a message',
      http(503, { error: 'Service Unavailable', message: 'draining' }),
      'LotReady had a problem on its side. Please try again in a moment.',
    ],
    [
      'a 429',
      http(429, { error: 'Too Many Requests' }),
      'Too many attempts in a short time. Please wait a minute and try again.',
    ],
    ['Failed to fetch', new TypeError('Failed to fetch'), OFFLINE_MESSAGE],
    ['an app error', new Error('Invalid login response'), 'Invalid login response'],
    ['an HTTP error! status text', new Error('HTTP error! status: 400'), 'Fallback'],
    ['not an error', 'weird', 'Fallback'],
  ])('%s', (_name, error, expected) => {
    expect(messageFromError(error, 'Fallback')).toBe(expected);
  });

  it('names the field the server named', () => {
    const error = http(409, {
      error: 'Conflict',
      message: 'Stock number A1 already exists',
      field: 'stockNumber',
    });
    expect(describeFailure(error, 'x')).toEqual({
      message: 'Stock number A1 already exists',
      field: 'stockNumber',
    });
  });
});
