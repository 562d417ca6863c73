import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveHostMode, type HostResolution } from '@domain/host-mode';
import type { DealershipRecord } from '../db/records';
import { HttpError, notFound } from '../lib/http-error';
import { tenantBySlug } from './read-caches';

declare module 'fastify' {
  interface FastifyRequest {
    /** Spec 2.1 mode of the Host, and its tenant subdomain in app and local mode. */
    hostMode: HostResolution;
    /** The active dealership this host serves (app and local mode); null elsewhere. */
    tenant: DealershipRecord | null;
  }
}

export const UNKNOWN_TENANT_MESSAGE = 'No dealership at this address';
export const UNKNOWN_HOST_MESSAGE = 'This server does not answer for this host name';

/*
 * The icon travels inside the page: on an unknown host every path, /favicon.ico included, is
 * this 404, so a linked or implied icon file would be a console error (issue #28 item 6).
 */
const ICON_DATA_URI = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#dc2626"/></svg>',
)}`;

const UNKNOWN_TENANT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Not found · LotReady</title>
<link rel="icon" href="${ICON_DATA_URI}"></head>
<body><h1>No dealership at this address</h1>
<p>Check the address, or sign in from the LotReady login page.</p></body></html>`;

function answerUnknownTenant(request: FastifyRequest, reply: FastifyReply) {
  if (request.url.startsWith('/api/')) throw notFound(UNKNOWN_TENANT_MESSAGE);
  return reply.code(404).type('text/html; charset=utf-8').send(UNKNOWN_TENANT_PAGE);
}

/**
 * Resolves every request's host to its mode (domain/host-mode) and, on a tenant host, to an
 * active dealership. An unknown or inactive subdomain is a 404 — never another tenant. The
 * host only says which dealership's door this is; who is signed in, and so whose data a request
 * may touch, comes from the session (plugins/session.ts).
 */
export function registerTenantResolution(app: FastifyInstance): void {
  app.decorateRequest('hostMode', null as unknown as HostResolution);
  app.decorateRequest('tenant', null);
  app.addHook('onRequest', async (request, reply) => {
    request.hostMode = resolveHostMode(request.host ?? '', app.config.domains);
    // A host none of the configured domains names is a local development host; in production
    // it is someone else's name pointed at us, and never the demo dealership.
    if (app.config.production && request.hostMode.mode === 'local') {
      if (request.routeOptions.config.anyHost) return;
      throw new HttpError(421, UNKNOWN_HOST_MESSAGE);
    }
    const slug = request.hostMode.subdomain;
    if (slug === null) return;
    const found = await tenantBySlug(app, slug);
    if (found?.dealership.active) {
      request.tenant = found.dealership;
      request.cacheVersions = found.versions;
      return;
    }
    // Health answers on any host, so a load balancer can probe by IP or a bare hostname.
    if (request.routeOptions.config.anyHost) return;
    return answerUnknownTenant(request, reply);
  });
}
