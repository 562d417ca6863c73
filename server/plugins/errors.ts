import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ErrorBody } from '@domain/api/common';
import { vehicleApi } from '@domain/api/vehicle-endpoints';
import { isWellFormedText, MALFORMED_TEXT_MESSAGE } from '@domain/unicode';
import { VehicleRuleError } from '@domain/vehicle/messages';
import { describeDatabaseError, isNulCharacterError } from '../db/errors';
import { badRequest, HttpError } from '../lib/http-error';
import { redactTokens } from '../lib/request-log';
import { SECOND_MS } from '@domain/time';

export const UNSUPPORTED_MEDIA_TYPE_MESSAGE = 'Request bodies must be application/json';
export const NUL_CHARACTER_MESSAGE = 'Text must not contain NUL (\\u0000) characters';

interface ErrorAnswer {
  statusCode: number;
  body: ErrorBody;
}

function answer(statusCode: number, message: string, field?: string): ErrorAnswer {
  const body: ErrorBody = { error: STATUS_CODES[statusCode] ?? 'Error', message };
  if (field) body.field = field;
  return { statusCode, body };
}

function validationAnswer(error: FastifyError): ErrorAnswer {
  const issue = error.validation?.[0];
  // instancePath is "/user/email"; the field is "user.email", or the part of the request
  // ("body", "querystring") when the whole of it is wrong (a missing body).
  const path = (issue?.instancePath ?? '').split('/').filter(Boolean).join('.');
  const field = path || error.validationContext || 'body';
  const message = issue?.message ?? 'Invalid input';
  return answer(400, `${field}: ${message}`, field);
}

const FIELD_SEARCH_DEPTH = 32;

/**
 * The path ('rows.2.make', 'q') of the first string (value or key) in the request's params,
 * query and body that `isBad` flags. Bounded in depth: a body nested 10,000 levels deep must
 * not cost a deep walk.
 */
function firstFieldWhere(
  parts: readonly unknown[],
  isBad: (text: string) => boolean,
): string | undefined {
  const pending: { value: unknown; path: string[] }[] = parts.map((value) => ({ value, path: [] }));
  // Breadth first, read by index: a 10,000-row import must not cost a shift per string.
  for (let next = 0; next < pending.length; next += 1) {
    const { value, path } = pending[next]!;
    if (typeof value === 'string') {
      if (isBad(value)) return path.join('.') || undefined;
    } else if (value !== null && typeof value === 'object' && path.length < FIELD_SEARCH_DEPTH) {
      for (const [key, child] of Object.entries(value)) {
        if (isBad(key)) return [...path, key].join('.');
        pending.push({ value: child, path: [...path, key] });
      }
    }
  }
  return undefined;
}

/** Where the NUL character the database refused is, so its 400 names the field. */
export function nulFieldOf(parts: readonly unknown[]): string | undefined {
  return firstFieldWhere(parts, (text) => text.includes('\u0000'));
}

/** Where the first lone surrogate is (issue #17 item 4). */
export function malformedTextFieldOf(parts: readonly unknown[]): string | undefined {
  return firstFieldWhere(parts, (text) => !isWellFormedText(text));
}

/**
 * An import's rows are checked row by row by the domain's text rule, so that one bad row is
 * reported as "Row n: …" and the others are imported; every other input is refused whole.
 */
function checkedParts(request: FastifyRequest): unknown[] {
  const { body } = request;
  const rowsChecked =
    request.routeOptions.url === vehicleApi.import.path &&
    body !== null &&
    typeof body === 'object' &&
    'rows' in body;
  // A file body (a photo) holds bytes, not text: walking a 4 MB Buffer key by key would cost
  // seconds and prove nothing.
  if (Buffer.isBuffer(body)) return [request.params, request.query];
  return [request.params, request.query, rowsChecked ? { ...body, rows: [] } : body];
}

/** Maps any thrown error to the status and `{ error, message, field? }` the client sees. */
export function toErrorAnswer(error: FastifyError | HttpError | Error): ErrorAnswer {
  if (error instanceof HttpError) return answer(error.statusCode, error.message, error.field);
  // A broken domain rule (the year rule, a start time outside its workflow) is bad input.
  if (error instanceof VehicleRuleError) {
    return answer(400, `${error.field}: ${error.message}`, error.field);
  }
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError) || fastifyError.validation) {
    return validationAnswer(fastifyError);
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return answer(400, 'Malformed JSON body', 'body');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return answer(415, UNSUPPORTED_MEDIA_TYPE_MESSAGE, 'content-type');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return answer(413, 'Request body is too large', 'body');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return answer(400, `content-length: ${fastifyError.message}`, 'content-length');
    // The router cannot decode the path ('%E0%A4%A') or a parameter is too long: before any
    // route, so no parameter's name is known yet.
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return answer(fastifyError.statusCode ?? 400, `path: ${fastifyError.message}`, 'path');
  }
  // The handler's hook names the field when it finds the NUL; else the body as a whole.
  if (isNulCharacterError(error)) return answer(400, NUL_CHARACTER_MESSAGE, 'body');
  const status = fastifyError.statusCode;
  // Fastify's own 4xx errors (bad content length, bad URL…) carry messages safe to show.
  if (status && status >= 400 && status < 500 && !isResponseSerializationError(fastifyError)) {
    // Every 400 names a field: a body Fastify could not read is the body, anything else
    // (a bad URL or header) the request as a whole.
    const field = fastifyError.code?.startsWith('FST_ERR_CTP_') ? 'body' : 'request';
    return answer(status, fastifyError.message, status === 400 ? field : undefined);
  }
  return answer(500, 'Something went wrong. Please try again.');
}

/**
 * JSON bodies and JSON errors. Bad input is a 400 naming the field, never a 500 and never a
 * stack trace; unexpected errors are logged (without query parameters) and answered generically.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  // JSON only: text/plain (a "simple" cross-site request) and form bodies get 415.
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // A JSON content type with no body (a bodiless POST from a generic fetch helper) is fine.
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    // Fastify's default JSON parser answers through `done`; its return value carries nothing.
    void parseJson(request, text, done);
  });

  // Before any schema or handler sees it: a lone surrogate is a 400 naming its field on every
  // route, never a 500 from wherever it would first break.
  app.addHook('preValidation', async (request) => {
    const field = malformedTextFieldOf(checkedParts(request));
    if (field !== undefined) throw badRequest(`${field}: ${MALFORMED_TEXT_MESSAGE}`, field);
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const answer = toErrorAnswer(error);
    if (isNulCharacterError(error)) {
      const field = nulFieldOf([request.params, request.query, request.body]);
      if (field)
        Object.assign(answer.body, { message: `${field}: ${NUL_CHARACTER_MESSAGE}`, field });
    }
    if (answer.statusCode >= 500) {
      request.log.error(
        { err: describeDatabaseError(error) ?? error, url: redactTokens(request.url) },
        'request failed',
      );
    }
    if (error instanceof HttpError && error.retryAfterMs !== undefined) {
      reply.header('retry-after', String(Math.ceil(error.retryAfterMs / SECOND_MS)));
    }
    return reply.code(answer.statusCode).send(answer.body);
  });
}
