import type { FastifyRequest } from 'fastify';

/**
 * A link's token is a credential: the vendor's page sends it in the query where no body can
 * carry it (a photo's upload, an `<img>`), so the request log writes the address without it.
 */
export function redactTokens(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

/** What the log says of a request: Fastify's own fields, the address without tokens. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
