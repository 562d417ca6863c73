import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

/**
 * GET /api/dev/outbox: the newest mails written while no SMTP_URL is set, for end-to-end tests
 * and developers. Registered only outside production (app.ts): reset links are in the bodies.
 */
export async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/dev/outbox',
      { schema: { querystring: outboxQuerySchema, response: { 200: outboxResponseSchema } } },
      async (request) => ({ mails: await listOutbox(app.db, request.query) }),
    );
}
