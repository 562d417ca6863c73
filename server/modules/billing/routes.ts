import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { billingApi } from '@domain/api/billing-endpoints';
import { tenantHost } from '@domain/host-mode';
import { priceOf, subscriptionAccess } from '@domain/plans';
import { withSystemTransaction } from '../../db/transactions';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { publicOrigin } from '../../lib/public-urls';
import { registerEndpoint } from '../../plugins/endpoints';
import { authOf } from '../../plugins/session';
import { checkoutSessionParams } from './checkout';
import {
  findDealershipBySubscription,
  findDealershipRow,
  toSubscriptionView,
  updateSubscription,
  type DealershipRow,
} from './repository';
import { changeFromStripeEvent } from './stripe-events';
import { SECOND_MS } from '@domain/time';

export const CARD_PAYMENTS_OFF_MESSAGE =
  'Card payments are not set up. Choose "Send me an invoice" instead.';
export const NO_SUCH_PRICE_MESSAGE = 'That plan has no price for this billing period';
export const BAD_SIGNATURE_MESSAGE = 'The Stripe signature does not match this event';
/** Stripe's default tolerance for a signature's age, against our clock. */
const SIGNATURE_TOLERANCE_SECONDS = 300;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Billing (spec 6; decision 0031): the subscription's state for the staff app and the admin's
 * Billing section, choosing a plan (Stripe Checkout with STRIPE_SECRET_KEY, else an invoice the
 * super admin marks paid) and the signed Stripe webhook that moves the state.
 */
export async function billingRoutes(app: FastifyInstance): Promise<void> {
  const system = <T>(work: Parameters<typeof withSystemTransaction<T>>[1]) =>
    withSystemTransaction(app.db, work);
  const cardPayments = () => app.stripe !== null && Boolean(app.config.stripeWebhookSecret);

  async function ownRow(request: FastifyRequest): Promise<DealershipRow> {
    const row = await system((tx) => findDealershipRow(tx, authOf(request).tenant.id));
    if (!row) throw notFound();
    return row;
  }

  registerEndpoint(app, billingApi.status, async (request) => {
    const { tenant } = authOf(request);
    const access = subscriptionAccess(tenant.subscription, app.clock());
    return {
      access: access.mode,
      reason: access.reason,
      trialEndsAt: tenant.trialEndsAt,
      trialDaysLeft: access.trialDaysLeft,
    };
  });

  registerEndpoint(app, billingApi.subscription, async (request) =>
    toSubscriptionView(await ownRow(request), app.clock(), cardPayments()),
  );

  registerEndpoint(app, billingApi.choosePlan, async (request) => {
    const choice = request.body;
    if (!priceOf(choice.plan, choice.period)) throw badRequest(NO_SUCH_PRICE_MESSAGE, 'period');
    const { tenant, user } = authOf(request);
    const now = app.clock();
    const row = await ownRow(request);

    if (choice.payment === 'card') {
      if (!app.stripe || !cardPayments()) throw badRequest(CARD_PAYMENTS_OFF_MESSAGE, 'payment');
      const params = checkoutSessionParams({
        dealershipId: tenant.id,
        choice,
        origin: publicOrigin(app.config, tenantHost(tenant.slug, app.config.domains)),
        stripeCustomerId: row.stripeCustomerId,
        customerEmail: user.email,
        trialEndsAt: row.subscriptionStatus === 'trialing' ? row.trialEndsAt : null,
        now,
      });
      const session = await app.stripe.checkout.sessions.create(params).catch((error: unknown) => {
        request.log.error({ err: error }, 'Stripe Checkout could not be started');
        throw new HttpError(502, 'The payment provider did not answer. Please try again.');
      });
      return { checkoutUrl: session.url, subscription: toSubscriptionView(row, now, true) };
    }

    // An invoice: the plan is recorded at once and the payment is due until the super admin
    // marks it paid; access stays full meanwhile (domain/plans.ts: payment due).
    const updated = await system((tx) =>
      updateSubscription(
        tx,
        tenant.id,
        {
          plan: choice.plan,
          billingPeriod: choice.period,
          invoiceRequestedAt: now,
          subscriptionStatus: row.subscriptionStatus === 'active' ? 'active' : 'past_due',
        },
        now,
      ),
    );
    if (!updated) throw notFound();
    return { checkoutUrl: null, subscription: toSubscriptionView(updated, now, cardPayments()) };
  });

  // The webhook reads its body as the exact bytes Stripe signed, so it gets its own parser.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    registerEndpoint(
      scope,
      billingApi.stripeWebhook,
      async (request) => {
        const secret = app.config.stripeWebhookSecret;
        if (!app.stripe || !secret) throw notFound(CARD_PAYMENTS_OFF_MESSAGE);
        const signature = request.headers['stripe-signature'];
        let event: Stripe.Event;
        try {
          event = app.stripe.webhooks.constructEvent(
            typeof request.body === 'string' ? request.body : '',
            typeof signature === 'string' ? signature : '',
            secret,
            SIGNATURE_TOLERANCE_SECONDS,
            undefined,
            Math.floor(app.clock() / SECOND_MS),
          );
        } catch {
          throw badRequest(BAD_SIGNATURE_MESSAGE, 'stripe-signature');
        }
        const meaning = changeFromStripeEvent(event);
        if (meaning) {
          await system(async (tx) => {
            const byId =
              meaning.dealershipId && UUID.test(meaning.dealershipId)
                ? await findDealershipRow(tx, meaning.dealershipId)
                : null;
            const row =
              byId ??
              (meaning.stripeSubscriptionId
                ? await findDealershipBySubscription(tx, meaning.stripeSubscriptionId)
                : null);
            if (row) await updateSubscription(tx, row.id, meaning.change, app.clock());
            else request.log.warn({ type: event.type }, 'A Stripe event names no dealership');
          });
        }
        return { received: true as const };
      },
      { config: { signedWebhook: true } },
    );
  });
}
