import { createContext, useContext } from 'react';
import type {
  EndpointDefinition,
  EndpointInput,
  EndpointResponse,
  EndpointResult,
} from '@domain/api/endpoint';
import { fillPath, queryString } from '@domain/api/paths';
import { HttpError, errorTextFrom } from '@domain/http-errors';
import type { ApiAnswer, ApiRequest, ApiTransport } from './api-transport';
import { takeEarlyAnswer } from './early-answers';

/**
 * XMLHttpRequest, for a call that reports upload progress: fetch has no upload events (a
 * streamed request body needs HTTP/2 and is not in every browser).
 */
function xhrTransport(
  request: ApiRequest,
  onUploadProgress: (sent: number, total: number) => void,
): Promise<ApiAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress(event.loaded, event.total);
    };
    xhr.onload = () =>
      resolve({ status: xhr.status, statusText: xhr.statusText, bodyText: xhr.responseText });
    // The same failure fetch reports, so messageFromError names it alike.
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new DOMException('The request was aborted', 'AbortError'));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body ?? null);
  });
}

/** The browser's fetch, sending cookies (spec 7: every call sends credentials). */
export const fetchTransport: ApiTransport = async (request) => {
  if (request.onUploadProgress) return xhrTransport(request, request.onUploadProgress);
  const early = request.method === 'GET' ? await takeEarlyAnswer(request.url) : null;
  if (early) return early;
  const response = await fetch(request.url, {
    method: request.method,
    credentials: 'include',
    signal: request.signal,
    headers: request.headers,
    body: request.body,
  });
  return {
    status: response.status,
    statusText: response.statusText,
    bodyText: await response.text(),
  };
};

export type CallOptions<E extends EndpointDefinition> = EndpointInput<E> & {
  /** The file an endpoint with `upload` takes as its body (sent with the file's own type). */
  file?: Blob;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  onUploadProgress?: (sent: number, total: number) => void;
};

/** The options argument: optional when the endpoint takes nothing it requires. */
type CallArgs<E extends EndpointDefinition> =
  Record<string, never> extends EndpointInput<E>
    ? [options?: CallOptions<E>]
    : [options: CallOptions<E>];

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface ApiClient {
  /**
   * Calls an endpoint: fills its path, sends its query and JSON body, and answers with the
   * success body parsed by the endpoint's own schema. A non-OK status throws HttpError with
   * the spec 8 error text and the parsed body (read it with `errorBodyOf`).
   */
  call<E extends EndpointDefinition>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointResult<E>>;
}

export function createApiClient(transport: ApiTransport): ApiClient {
  return {
    async call(endpoint, ...[options]) {
      const { params, query, body, file, signal, headers, onUploadProgress } = (options ?? {}) as {
        params?: Record<string, unknown>;
        query?: Record<string, unknown>;
        body?: unknown;
        file?: Blob;
        signal?: AbortSignal;
        headers?: Record<string, string>;
        onUploadProgress?: (sent: number, total: number) => void;
      };
      const answer = await transport({
        endpoint,
        method: endpoint.method,
        url: fillPath(endpoint.path, params) + queryString(query),
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(file ? { 'Content-Type': file.type } : {}),
          ...headers,
        },
        body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
        signal,
        onUploadProgress,
      });
      const parsed = parseJson(answer.bodyText);
      if (answer.status < 200 || answer.status >= 300) {
        const message = errorTextFrom({ ...answer, body: parsed });
        throw new HttpError(answer.status, message, parsed, answer.statusText);
      }
      const schema = endpoint.responses[answer.status as keyof typeof endpoint.responses];
      if (!schema) throw new HttpError(answer.status, `Unexpected answer ${answer.status}`);
      return schema.parse(parsed) as EndpointResult<typeof endpoint>;
    },
  };
}

/**
 * The typed body of an error answer of `endpoint` with `status`, or null when `error` is not
 * that answer (a 409 that is a stale version, say, carries the current record).
 */
export function errorBodyOf<E extends EndpointDefinition, S extends keyof E['responses']>(
  endpoint: E,
  status: S,
  error: unknown,
): EndpointResponse<E, S> | null {
  if (!(error instanceof HttpError) || error.status !== status) return null;
  const schema = endpoint.responses[status as keyof typeof endpoint.responses];
  const parsed = schema?.safeParse(error.body);
  return parsed?.success ? (parsed.data as EndpointResponse<E, S>) : null;
}

/**
 * A query's call that yields null on 401 instead of throwing (spec 7: "A 401 answer to a
 * query yields null rather than an error"); every other failure still throws.
 */
export async function callOrNull<E extends EndpointDefinition>(
  client: ApiClient,
  endpoint: E,
  ...args: CallArgs<E>
): Promise<EndpointResult<E> | null> {
  try {
    return await client.call(endpoint, ...args);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

/** The app's client: the server over fetch. */
export const serverApi = createApiClient(fetchTransport);

const ApiClientContext = createContext<ApiClient>(serverApi);
export const ApiClientProvider = ApiClientContext.Provider;

/** The client of this tree: the server, or the sandbox's memory. */
export function useApiClient(): ApiClient {
  return useContext(ApiClientContext);
}
