import type { z } from 'zod';
import { HttpError, errorTextFrom } from '@domain/http-errors';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions<S extends z.ZodType> {
  method?: Method;
  body?: unknown;
  /** Validates the answer, so the rest of the app works with typed data (one contract). */
  schema?: S;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * The shared call helper of spec 7: sends cookies, a JSON body with the given method, and
 * throws an HttpError on a non-OK status with the error text of spec 8.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  { method = 'GET', body, schema, signal, headers }: RequestOptions<S> = {},
): Promise<z.infer<S>> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    signal,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const bodyText = await response.text();
  let parsed: unknown = undefined;
  if (bodyText) {
    try {
      parsed = JSON.parse(bodyText);
    } catch {
      parsed = undefined;
    }
  }
  if (!response.ok) {
    const message = errorTextFrom({
      body: parsed,
      bodyText,
      status: response.status,
      statusText: response.statusText,
    });
    throw new HttpError(response.status, message, parsed);
  }
  return schema ? schema.parse(parsed) : (parsed as z.infer<S>);
}

/** A query fetcher that yields null on 401 instead of an error (spec 7). */
export async function queryOrNull<S extends z.ZodType>(
  path: string,
  schema: S,
  signal?: AbortSignal,
): Promise<z.infer<S> | null> {
  try {
    return await apiRequest(path, { schema, signal });
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}
