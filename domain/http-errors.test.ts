import { describe, expect, it } from 'vitest';
import {
  HttpError,
  errorTextFrom,
  httpStatusErrorMessage,
  isNoRetryMessage,
  retryDelayMs,
  shouldRetryQuery,
  type FailedResponse,
} from './http-errors';

const base: FailedResponse = {
  body: undefined,
  bodyText: '',
  status: 500,
  statusText: 'Internal Server Error',
};

describe('errorTextFrom (spec 8: error, then message, then body text, then status text)', () => {
  it.each<[string, Partial<FailedResponse>, string]>([
    [
      'JSON error first',
      { body: { error: 'Conflict', message: 'Stale version' }, bodyText: '{"error":"Conflict"}' },
      'Conflict',
    ],
    [
      'then JSON message',
      { body: { message: 'Stale version' }, bodyText: '{"message":"x"}' },
      'Stale version',
    ],
    [
      'an empty error falls through',
      { body: { error: '  ', message: 'Stale version' } },
      'Stale version',
    ],
    ['a non-string error falls through', { body: { error: 42, message: 'Bad' } }, 'Bad'],
    [
      'then the raw body text',
      { body: undefined, bodyText: ' Gateway exploded \n' },
      'Gateway exploded',
    ],
    [
      'a JSON body without the fields gives its text',
      { body: { detail: 'x' }, bodyText: '{"detail":"x"}' },
      '{"detail":"x"}',
    ],
    ['an array body gives its text', { body: ['error'], bodyText: '["error"]' }, '["error"]'],
    ['then the status text', { bodyText: '' }, 'Internal Server Error'],
    [
      'then the status code (HTTP/2 has no status text)',
      { status: 502, statusText: '' },
      'HTTP error! status: 502',
    ],
  ])('%s', (_name, response, text) => {
    expect(errorTextFrom({ ...base, ...response })).toBe(text);
  });

  it('ignores inherited properties', () => {
    expect(errorTextFrom({ ...base, body: Object.create({ error: 'inherited' }) })).toBe(
      'Internal Server Error',
    );
  });
});

describe('httpStatusErrorMessage (spec 7, POST /api/vehicles)', () => {
  it('reads HTTP error! status: {code}', () => {
    expect(httpStatusErrorMessage(409)).toBe('HTTP error! status: 409');
  });
});

describe('HttpError', () => {
  it('carries status, message and body', () => {
    const error = new HttpError(404, 'Vehicle not found', { error: 'Not Found' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('HttpError');
    expect(error.message).toBe('Vehicle not found');
    expect(error.status).toBe(404);
    expect(error.body).toEqual({ error: 'Not Found' });
  });
});

describe('isNoRetryMessage (spec 8)', () => {
  it.each([
    ['401', true],
    ['403', true],
    ['Authentication required', true],
    ['Not authenticated', true],
    ['HTTP error! status: 404', true],
    ['Gateway timeout 504', true],
    ['authentication required', false],
    ['Internal Server Error', false],
    ['HTTP error! status: 500', false],
    ['Failed to fetch', false],
    ['', false],
  ])('%j → %s', (message, noRetry) => {
    expect(isNoRetryMessage(message)).toBe(noRetry);
  });
});

describe('shouldRetryQuery', () => {
  it.each<[number, unknown, boolean]>([
    [0, new Error('Internal Server Error'), true],
    [1, new Error('Internal Server Error'), true],
    [2, new Error('Internal Server Error'), false],
    [0, new HttpError(401, 'Unauthorized'), false],
    [0, new HttpError(403, 'Forbidden'), false],
    [0, new HttpError(404, 'Vehicle not found'), false],
    [0, new HttpError(500, 'Internal Server Error'), true],
    [2, new HttpError(503, 'Service Unavailable'), false],
    [0, new HttpError(401, 'Not authenticated'), false],
    [0, new Error('Request failed with 403'), false],
    [0, 'Authentication required', false],
    [0, 'Failed to fetch', true],
    [0, { weird: true }, true],
  ])('failure %s with %o → %s', (failureCount, error, retry) => {
    expect(shouldRetryQuery(failureCount, error)).toBe(retry);
  });
});

describe('retryDelayMs (spec 9: min(1000 x 2^n, 3000))', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 3000],
    [5, 3000],
  ])('attempt %s → %s ms', (attempt, delay) => {
    expect(retryDelayMs(attempt)).toBe(delay);
  });
});
