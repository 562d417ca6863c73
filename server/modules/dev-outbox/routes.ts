import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@domain/api/common';
import { notFound } from '../../lib/http-error';
import { listOutbox } from './repository';

const outboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  to: z.string().trim().max(254).optional(),
});

const outboxResponseSchema = z.object({
  mails: z.array(
    z.object({
      id: z.number(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      createdAt: z.number(),
    }),
  ),
});

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
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dev/outbox',
    {
      onRequest: async (request) => {
        if (!isDirectLocalRequest(request)) throw notFound();
      },
      schema: {
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => ({ mails: await listOutbox(app.db, request.query) }),
  );
}
