import type { FastifyInstance } from 'fastify';
import { leadApi } from '@domain/api/lead-endpoints';
import { registerEndpoint } from '../../plugins/endpoints';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { insertLead } from './repository';

/**
 * POST /api/leads (spec 7): the public demo-request and pilot forms. Rate-limited per client
 * address (counted before validation, so junk counts too). A filled honeypot gets the same
 * 201 as a real lead, so a bot learns nothing, but nothing is stored.
 */
export async function leadRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(
    app,
    leadApi.create,
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
    {
      preValidation: async (request) => {
        await app.rateLimiter.attempt([{ rule: RATE_LIMITS.leadsAddress, key: request.ip }]);
      },
    },
  );
}
