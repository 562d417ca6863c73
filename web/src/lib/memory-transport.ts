import type { z } from 'zod';
import type { EndpointDefinition } from '@domain/api/endpoint';
import type { ApiAnswer, ApiRequest, ApiTransport } from './api-transport';

/**
 * A transport that answers in the browser's memory (docs/decisions/0021-sandbox-transport.md):
 * the request is checked against the endpoint's own schemas exactly as the server checks it
 * (400 naming the field), then handled by a function built on the domain rules. The sandbox
 * and component tests run the app's real fetchers over it; nothing leaves the page.
 */

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface MemoryInput<E extends EndpointDefinition> {
  params: Output<E['params']>;
  query: Output<E['query']>;
  body: Output<E['body']>;
}

export interface MemoryAnswer {
  status: number;
  body?: unknown;
}

/** An error answer: `{ error, message, field? }` plus anything the endpoint adds (409's current). */
export class MemoryHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export interface MemoryRoute {
  endpoint: EndpointDefinition;
  handle: (input: MemoryInput<EndpointDefinition>) => MemoryAnswer;
}

/** One endpoint's handler, typed by its definition. */
export function memoryRoute<E extends EndpointDefinition>(
  endpoint: E,
  handle: (input: MemoryInput<E>) => MemoryAnswer,
): MemoryRoute {
  return { endpoint, handle: handle as MemoryRoute['handle'] };
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
};

function errorAnswer(status: number, message: string, field?: string, extra = {}): ApiAnswer {
  const body = {
    error: REASONS[status] ?? 'Error',
    message,
    ...(field ? { field } : {}),
    ...extra,
  };
  return { status, statusText: REASONS[status] ?? '', bodyText: JSON.stringify(body) };
}

/** The first issue of a failed parse as the server words it: 'field: message'. */
function invalid(part: string, error: z.ZodError): ApiAnswer {
  const issue = error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : part;
  return errorAnswer(400, `${field}: ${issue?.message ?? 'Invalid input'}`, field);
}

function paramsOf(pattern: string, path: string): Record<string, string> {
  const names = pattern.split('/');
  const values = path.split('/');
  return Object.fromEntries(
    names.flatMap((name, index) =>
      name.startsWith(':') ? [[name.slice(1), decodeURIComponent(values[index] ?? '')]] : [],
    ),
  );
}

/** Parses one part of the request with its schema, or answers the 400 the server would. */
function parsePart<T>(
  schema: z.ZodType<T> | undefined,
  value: unknown,
  part: string,
): { ok: true; value: T | undefined } | { ok: false; answer: ApiAnswer } {
  if (!schema) return { ok: true, value: undefined };
  const parsed = schema.safeParse(value);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, answer: invalid(part, parsed.error) };
}

/**
 * The transport over `routes`; an endpoint without a route answers 404 ("not available
 * here"). `onError` turns domain errors (a broken vehicle rule) into answers.
 */
export function createMemoryTransport(
  routes: readonly MemoryRoute[],
  onError: (error: unknown) => MemoryHttpError | null = () => null,
): ApiTransport {
  const byOperation = new Map(routes.map((route) => [route.endpoint.operationId, route]));
  return async (request: ApiRequest): Promise<ApiAnswer> => {
    const route = byOperation.get(request.endpoint.operationId);
    if (!route) return errorAnswer(404, 'Not available in the sandbox');
    // Nothing travels: the whole body is "sent" at once, as the progress bar should show.
    const size = typeof request.body === 'string' ? request.body.length : (request.body?.size ?? 0);
    request.onUploadProgress?.(size, size);
    const url = new URL(request.url, 'http://sandbox.invalid');
    const { endpoint } = route;
    const params = parsePart(endpoint.params, paramsOf(endpoint.path, url.pathname), 'params');
    const query = parsePart(endpoint.query, Object.fromEntries(url.searchParams), 'querystring');
    const body = parsePart(
      endpoint.body,
      typeof request.body === 'string' ? JSON.parse(request.body) : undefined,
      'body',
    );
    for (const part of [params, query, body]) if (!part.ok) return part.answer;
    try {
      const answer = route.handle({
        params: params.ok ? params.value : undefined,
        query: query.ok ? query.value : undefined,
        body: body.ok ? body.value : undefined,
      });
      const bodyText = answer.body === undefined ? '' : JSON.stringify(answer.body);
      return { status: answer.status, statusText: '', bodyText };
    } catch (error) {
      const known = error instanceof MemoryHttpError ? error : onError(error);
      if (!known) throw error;
      return errorAnswer(known.status, known.message, known.field, known.extra);
    }
  };
}
