import type { FastifyInstance } from 'fastify';
import { supportApi } from '@domain/api/support-endpoints';
import { registerEndpoint } from '../../plugins/endpoints';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { dealershipIdBySlug, insertSupportRequest } from './repository';

/**
 * POST /api/support-requests: the contact page's form (decision 0032). Rate-limited per client
 * address before validation, like the demo forms; a filled honeypot is answered 201 and
 * dropped. The super admin reads the requests (platform routes).
 */
export async function supportRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(
    app,
    supportApi.create,
    async (request, reply) => {
      const { website, dealership, ...fields } = request.body;
      if (!website?.trim()) {
        const dealershipId = dealership ? await dealershipIdBySlug(app.db, dealership) : null;
        await insertSupportRequest(app.db, {
          ...fields,
          aboutDealershipId: dealershipId,
          ipAddress: request.ip,
          createdAt: app.clock(),
        });
      }
      return reply.code(201).send({ ok: true as const });
    },
    {
      preValidation: async (request) => {
        await app.rateLimiter.attempt([{ rule: RATE_LIMITS.supportAddress, key: request.ip }]);
      },
    },
  );
}
