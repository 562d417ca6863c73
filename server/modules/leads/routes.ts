import type { FastifyInstance } from 'fastify';
import { followUpApi } from '@domain/api/follow-up-endpoints';
import { leadApi } from '@domain/api/lead-endpoints';
import { notFound } from '../../lib/http-error';
import { registerEndpoint } from '../../plugins/endpoints';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { leadConfirmationMail, leadNoticeMail } from '../mail/lead-mails';
import { sendAll } from '../mail/send-all';
import { insertLead, updateLeadFollowUp } from './repository';

/**
 * POST /api/leads (spec 7): the public demo-request and pilot forms. Rate-limited per client
 * address (counted before validation, so junk counts too). A filled honeypot gets the same
 * 201 as a real lead, so a bot learns nothing, but nothing is stored or mailed. A stored lead
 * is mailed at once to sales and confirmed to its sender (issue #29); the super admin follows
 * it up with a status, an owner and notes.
 */
export async function leadRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(
    app,
    leadApi.create,
    async (request, reply) => {
      const { website, ipAddress: _ignored, userAgent, ...lead } = request.body;
      if (!website?.trim()) {
        const header = request.headers['user-agent'];
        const stored = await insertLead(app.db, {
          ...lead,
          ipAddress: request.ip,
          userAgent: (typeof header === 'string' ? header.slice(0, 500) : null) ?? userAgent,
          createdAt: app.clock(),
        });
        await sendAll(app, request.log, [
          leadNoticeMail(stored, app.config),
          leadConfirmationMail(stored, app.config),
        ]);
      }
      return reply.code(201).send({ ok: true as const });
    },
    {
      preValidation: async (request) => {
        await app.rateLimiter.attempt([{ rule: RATE_LIMITS.leadsAddress, key: request.ip }]);
      },
    },
  );

  registerEndpoint(app, followUpApi.updateLead, async (request) => {
    const updated = await updateLeadFollowUp(app.db, request.params.id, request.body, app.clock());
    if (!updated) throw notFound('No such lead');
    return updated;
  });
}
