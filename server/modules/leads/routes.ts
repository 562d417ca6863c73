import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@domain/api/common';
import { leadAcceptedSchema, leadInputSchema } from '@domain/api/leads';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { insertLead } from './repository';

/**
 * POST /api/leads (spec 7): the public demo-request and pilot forms. Rate-limited per client
 * address (counted before validation, so junk counts too). A filled honeypot gets the same
 * 201 as a real lead, so a bot learns nothing, but nothing is stored.
 */
export async function leadRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/leads',
    {
      preValidation: async (request) => {
        await app.rateLimiter.attempt([{ rule: RATE_LIMITS.leadsAddress, key: request.ip }]);
      },
      schema: {
        body: leadInputSchema,
        response: { 201: leadAcceptedSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { website, ipAddress: _ignored, userAgent, ...lead } = request.body;
      if (!website?.trim()) {
        const header = request.headers['user-agent'];
        await insertLead(app.db, {
          ...lead,
          ipAddress: request.ip,
          userAgent: (typeof header === 'string' ? header.slice(0, 500) : null) ?? userAgent,
          createdAt: app.clock(),
        });
      }
      return reply.code(201).send({ ok: true as const });
    },
  );
}
