import type { FastifyInstance, FastifyRequest } from 'fastify';
import { devOutboxApi } from '@domain/api/dev-outbox-endpoints';
import { notFound } from '../../lib/http-error';
import { registerEndpoint } from '../../plugins/endpoints';
import { listOutbox } from './repository';

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether the request comes straight from this machine: a loopback socket and no proxy's
 * forwarding header (a reverse proxy on the same host connects over loopback too).
 */
export function isDirectLocalRequest(request: FastifyRequest): boolean {
  const { headers } = request;
  return (
    LOOPBACK_ADDRESSES.has(request.socket.remoteAddress ?? '') &&
    headers['x-forwarded-for'] === undefined &&
    headers.forwarded === undefined
  );
}

/**
 * GET /api/dev/outbox: the newest mails written while no SMTP_URL is set, for end-to-end tests
 * and developers. Registered only outside production (app.ts), and even then answered only to
 * this machine: reset links are in the bodies, and a server started without
 * NODE_ENV=production (`npm start` does not set it) must not hand them to the internet.
 */
export async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(
    app,
    devOutboxApi.list,
    async (request) => ({ mails: await listOutbox(app.db, request.query) }),
    {
      preValidation: async (request) => {
        if (!isDirectLocalRequest(request)) throw notFound();
      },
    },
  );
}
