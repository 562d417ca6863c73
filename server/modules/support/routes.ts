import type { FastifyInstance } from 'fastify';
import { followUpApi } from '@domain/api/follow-up-endpoints';
import { supportApi } from '@domain/api/support-endpoints';
import { notFound } from '../../lib/http-error';
import { registerEndpoint } from '../../plugins/endpoints';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { supportConfirmationMail, supportNoticeMail } from '../mail/lead-mails';
import { sendAll } from '../mail/send-all';
import { dealershipBySlug, insertSupportRequest, updateSupportRequestFollowUp } from './repository';

/**
 * POST /api/support-requests: the contact page's form (decision 0032). Rate-limited per client
 * address before validation, like the demo forms; a filled honeypot is answered 201 and
 * dropped. A stored request is mailed at once to support and confirmed to its sender (issue
 * #29); the super admin reads the requests (platform routes) and follows them up here.
 */
export async function supportRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(
    app,
    supportApi.create,
    async (request, reply) => {
      const { website, dealership: named, ...fields } = request.body;
      if (!website?.trim()) {
        const dealership = named ? await dealershipBySlug(app.db, named) : null;
        const createdAt = app.clock();
        await insertSupportRequest(app.db, {
          ...fields,
          aboutDealershipId: dealership?.id ?? null,
          ipAddress: request.ip,
          createdAt,
        });
        const sent = { ...fields, createdAt };
        await sendAll(app, request.log, [
          supportNoticeMail({ ...sent, dealership }, app.config),
          supportConfirmationMail(sent, app.config),
        ]);
      }
      return reply.code(201).send({ ok: true as const });
    },
    {
      preValidation: async (request) => {
        await app.rateLimiter.attempt([{ rule: RATE_LIMITS.supportAddress, key: request.ip }]);
      },
    },
  );

  registerEndpoint(app, followUpApi.updateSupportRequest, async (request) => {
    const updated = await updateSupportRequestFollowUp(
      app.db,
      request.params.id,
      request.body,
      app.clock(),
    );
    if (!updated) throw notFound('No such support request');
    return updated;
  });
}
