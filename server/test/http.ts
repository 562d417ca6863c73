import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface TestRequestOptions {
  host: string;
  /** Cookie header value, e.g. `lotready_session=…`. */
  cookie?: string;
  /** Defaults to `http://{host}`; null sends no Origin. */
  origin?: string | null;
  headers?: Record<string, string>;
  /** The client's socket address (what request.ip is without TRUST_PROXY). */
  remoteAddress?: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function send(
  app: FastifyInstance,
  method: Method,
  url: string,
  body: unknown,
  options: TestRequestOptions,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { host: options.host, ...options.headers };
  const origin = options.origin === undefined ? `http://${options.host}` : options.origin;
  if (method !== 'GET' && origin !== null) headers.origin = origin;
  if (options.cookie) headers.cookie = options.cookie;
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  return app.inject({
    method,
    url,
    headers,
    // A Buffer is a file body (a photo), sent as it is with the content type the caller set.
    payload:
      body === undefined || typeof body === 'string' || Buffer.isBuffer(body)
        ? body
        : JSON.stringify(body),
    remoteAddress: options.remoteAddress,
  });
}

/** Requests the way the browser makes them: Host, a same-host Origin on writes, JSON bodies. */
export function request(app: FastifyInstance) {
  return {
    get: (url: string, options: TestRequestOptions) => send(app, 'GET', url, undefined, options),
    post: (url: string, body: unknown, options: TestRequestOptions) =>
      send(app, 'POST', url, body, options),
    put: (url: string, body: unknown, options: TestRequestOptions) =>
      send(app, 'PUT', url, body, options),
    patch: (url: string, body: unknown, options: TestRequestOptions) =>
      send(app, 'PATCH', url, body, options),
    delete: (url: string, options: TestRequestOptions, body?: unknown) =>
      send(app, 'DELETE', url, body, options),
  };
}

/** The `name=value` of a cookie the response set (for the next request's Cookie header). */
export function setCookie(response: LightMyRequestResponse, name: string): string | undefined {
  const cookie = response.cookies.find((entry) => entry.name === name);
  return cookie && cookie.value !== '' ? `${name}=${cookie.value}` : undefined;
}

export const SESSION_COOKIE = 'lotready_session';
export const ADMIN_COOKIE = 'lotready_admin';
