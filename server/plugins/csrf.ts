import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, forbidden } from '../lib/http-error';
import { UNSUPPORTED_MEDIA_TYPE_MESSAGE } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_MESSAGE =
  'Cross-site request refused: the Origin header must match this host';

/** The host (`name:port`) of an Origin or Referer value; undefined for "null" or garbage. */
function hostOf(value: string): string | undefined {
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return undefined;
  }
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
  );
}

function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * A file body a route takes (a photo: EndpointDefinition.upload). Its media types (image/*)
 * are not ones a foreign page can send without a CORS preflight, so they keep the protection
 * JSON has; the Origin check above still applies.
 */
function isUploadOf(request: FastifyRequest, contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  const accepted = request.routeOptions.config.uploadMediaTypes;
  return mediaType !== undefined && accepted !== undefined && accepted.includes(mediaType);
}

/**
 * Cross-site request protection for every state-changing API call (design.md, Sessions):
 * it must carry an Origin (or, failing that, a Referer) whose host is this request's host.
 * SameSite=Lax does not help here: `a.app.example` and `b.app.example` are the same *site*,
 * so one tenant's page could otherwise post to another's API with the victim's cookie.
 * Nothing is exempt — sign-in, signup, logout and password reset included: every legitimate
 * caller is our own page on the same host, and a login CSRF is an attack too.
 *
 * A body must be JSON: text/plain and form posts are the kinds of request a foreign page can
 * send without a preflight.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route checks a signature over the body itself (billing's Stripe webhook). */
    signedWebhook?: boolean;
  }
}

export function registerCsrfProtection(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    // A signed webhook (Stripe's) carries no cookie and proves itself by its signature.
    if (request.routeOptions.config.signedWebhook) return;
    const source = request.headers.origin ?? request.headers.referer;
    const expected = request.host?.toLowerCase();
    if (!source || !expected || hostOf(source) !== expected) throw forbidden(CROSS_SITE_MESSAGE);
    const contentType = request.headers['content-type'];
    if (hasBody(request) && !isJson(contentType) && !isUploadOf(request, contentType)) {
      const accepted = request.routeOptions.config.uploadMediaTypes;
      const message = accepted
        ? `The body must be a file of type ${accepted.join(', ')}`
        : UNSUPPORTED_MEDIA_TYPE_MESSAGE;
      throw new HttpError(415, message, 'content-type');
    }
  });
}
