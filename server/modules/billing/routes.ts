import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { billingApi } from '@domain/api/billing-endpoints';
import { tenantHost } from '@domain/host-mode';
import { priceOf } from '@domain/plans';
import { cancellationDate, invoiceFor, subscriptionAccess } from '@domain/subscription';
import { subscriptionOfRow } from '../../db/records';
import { stripeEvents } from '../../db/schema';
import { withSystemTransaction } from '../../db/transactions';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { publicOrigin } from '../../lib/public-urls';
import { registerEndpoint } from '../../plugins/endpoints';
import { authOf } from '../../plugins/session';
import { checkoutSessionParams } from './checkout';
import {
  findDealershipBySubscription,
  findDealershipRow,
  NO_OPEN_INVOICE,
  toSubscriptionView,
  updateSubscription,
  type DealershipRow,
} from './repository';
import { changeFromStripeEvent } from './stripe-events';
import { invoiceMail } from '../mail/billing-mails';
import { writePlatformLog } from '../platform/platform-log';
import { billingMailContext, mailDealershipAdmins } from './billing-mail';
import { billingNoticesJob } from './billing-notices';

export const CARD_PAYMENTS_OFF_MESSAGE =
  'Card payments are not set up. Choose "Send me an invoice" instead.';
export const NO_SUCH_PRICE_MESSAGE = 'That plan has no price for this billing period';
export const BAD_SIGNATURE_MESSAGE = 'The Stripe signature does not match this event';
export const STALE_EVENT_MESSAGE = 'The Stripe event is older than 5 minutes';
export const REPLAYED_EVENT_MESSAGE = 'This Stripe event was received before';
export const ALREADY_CANCELLED_MESSAGE = 'The subscription is already cancelled';
/** Stripe's default tolerance for a signature's age (its libraries use 5 minutes), against our clock. */
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

  app.scheduler.add('billing notices', billingNoticesJob(app));

  registerEndpoint(app, billingApi.status, async (request) => {
    const { tenant } = authOf(request);
    const access = subscriptionAccess(tenant.subscription, app.clock());
    return {
      access: access.mode,
      state: access.state,
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

    // An invoice: the plan is recorded at once and the invoice is due in 14 days (or by the due
    // date of one already open); access stays as it is meanwhile, and a running trial keeps its
    // days (domain/subscription.ts).
    const subscription = subscriptionOfRow(row);
    const access = subscriptionAccess(subscription, now);
    const invoice = invoiceFor({
      plan: choice.plan,
      period: choice.period,
      slug: tenant.slug,
      now,
      open: subscription.invoice,
    });
    const status =
      access.reason === 'trial'
        ? 'trialing'
        : row.subscriptionStatus === 'active'
          ? 'active'
          : 'past_due';
    const updated = await system((tx) =>
      updateSubscription(
        tx,
        tenant.id,
        {
          plan: choice.plan,
          billingPeriod: choice.period,
          invoiceRequestedAt: invoice.issuedAt,
          invoiceAmount: invoice.amount,
          invoiceDueAt: invoice.dueAt,
          invoiceReference: invoice.reference,
          subscriptionStatus: status,
          // Choosing a plan is also the way back from a cancellation.
          cancelAt: null,
          cancelReason: null,
        },
        now,
      ),
    );
    if (!updated) throw notFound();
    await mailDealershipAdmins(app, tenant.id, [
      invoiceMail(billingMailContext(app, updated), {
        invoice,
        plan: choice.plan,
        period: choice.period,
        renewal: false,
      }),
    ]);
    return { checkoutUrl: null, subscription: toSubscriptionView(updated, now, cardPayments()) };
  });

  registerEndpoint(app, billingApi.cancel, async (request) => {
    const { tenant, user } = authOf(request);
    const now = app.clock();
    const row = await ownRow(request);
    const subscription = subscriptionOfRow(row);
    if (subscription.cancelAt !== null || row.subscriptionStatus === 'cancelled')
      throw conflict(ALREADY_CANCELLED_MESSAGE);
    const cancelAt = cancellationDate(subscription, now);
    if (app.stripe && row.stripeSubscriptionId) {
      // Stripe stops renewing at the period's end; its deletion event then says cancelled.
      await app.stripe.subscriptions
        .update(row.stripeSubscriptionId, { cancel_at_period_end: true })
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'Stripe did not take the cancellation');
          throw new HttpError(502, 'The payment provider did not answer. Please try again.');
        });
    }
    const updated = await system(async (tx) => {
      const changed = await updateSubscription(
        tx,
        tenant.id,
        { cancelAt, cancelReason: request.body.reason, ...NO_OPEN_INVOICE },
        now,
      );
      await writePlatformLog(tx, {
        at: now,
        actor: `${user.username} (admin of ${tenant.slug})`,
        action: 'cancelled',
        dealershipId: tenant.id,
        detail: { reason: request.body.reason, effectiveAt: cancelAt },
      });
      return changed;
    });
    if (!updated) throw notFound();
    return toSubscriptionView(updated, now, cardPayments());
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
            // In milliseconds: the library divides by 1000 itself (it was given seconds before,
            // which made every event look new: issue #29).
            app.clock(),
          );
        } catch (error) {
          // Stripe's library says "Timestamp outside the tolerance zone" for an old event.
          const stale = error instanceof Error && /tolerance/i.test(error.message);
          throw badRequest(stale ? STALE_EVENT_MESSAGE : BAD_SIGNATURE_MESSAGE, 'stripe-signature');
        }
        const meaning = changeFromStripeEvent(event);
        await system(async (tx) => {
          // Each event applies once: one seen before (a replay, or Stripe's retry) changes nothing.
          const fresh = await tx
            .insert(stripeEvents)
            .values({ id: event.id, type: event.type, receivedAt: app.clock() })
            .onConflictDoNothing()
            .returning({ id: stripeEvents.id });
          if (fresh.length === 0) throw conflict(REPLAYED_EVENT_MESSAGE);
          if (!meaning) return;
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
        return { received: true as const };
      },
      { config: { signedWebhook: true } },
    );
  });
}
