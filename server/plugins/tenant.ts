import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { resolveHostMode, type HostResolution } from '@domain/host-mode';
import type { Executor } from '../db/client';
import { toDealershipRecord, type DealershipRecord } from '../db/records';
import { dealerships } from '../db/schema';
import { notFound } from '../lib/http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** Spec 2.1 mode of the Host, and its tenant subdomain in app and local mode. */
    hostMode: HostResolution;
    /** The active dealership this host serves (app and local mode); null elsewhere. */
    tenant: DealershipRecord | null;
  }
}

export const UNKNOWN_TENANT_MESSAGE = 'No dealership at this address';

/** The dealership registry lookup behind every tenant host (the registry has no RLS). */
export async function findDealershipBySlug(
  db: Executor,
  slug: string,
): Promise<DealershipRecord | null> {
  const [row] = await db.select().from(dealerships).where(eq(dealerships.slug, slug)).limit(1);
  return row ? toDealershipRecord(row) : null;
}

const UNKNOWN_TENANT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Not found · LotReady</title></head>
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
    const slug = request.hostMode.subdomain;
    if (slug === null) return;
    const dealership = await app.caches.tenants.getOrLoad(slug, () =>
      findDealershipBySlug(app.db, slug),
    );
    if (dealership?.active) {
      request.tenant = dealership;
      return;
    }
    // Health answers on any host, so a load balancer can probe by IP or a bare hostname.
    if (request.url === '/api/health') return;
    return answerUnknownTenant(request, reply);
  });
}
