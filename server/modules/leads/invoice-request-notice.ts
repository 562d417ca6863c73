import type { FastifyInstance } from 'fastify';
import { billingApi } from '@domain/api/billing-endpoints';
import { choosePlanSchema } from '@domain/api/billing';
import { invoiceRequestNoticeMail } from '../mail/lead-mails';
import { sendAll } from '../mail/send-all';

/**
 * Tells sales at once when a dealership asks to pay by invoice (issue #29 item 3): somebody
 * has to send that invoice. It listens to the answer of POST /api/billing/plan rather than
 * living in the billing module, which owns the subscription and the customer's own mails; it
 * runs before the answer leaves, so the notice is in the outbox when the admin sees "sent".
 * Register it before the billing routes.
 */
export function registerInvoiceRequestNotice(app: FastifyInstance): void {
  const { method, path } = billingApi.choosePlan;
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== method || request.routeOptions.url !== path) return payload;
    const choice = choosePlanSchema.safeParse(request.body);
    if (reply.statusCode !== 200 || !request.auth || choice.data?.payment !== 'invoice') {
      return payload;
    }
    const { tenant, user } = request.auth;
    await sendAll(app, request.log, [
      invoiceRequestNoticeMail(
        {
          dealership: { name: tenant.name, slug: tenant.slug },
          requestedBy: user,
          plan: choice.data.plan,
          period: choice.data.period,
          requestedAt: app.clock(),
        },
        app.config,
      ),
    ]);
    return payload;
  });
}
