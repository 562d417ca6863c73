import type Stripe from 'stripe';
import type { PlanChoice } from '@domain/api/billing';
import { BILLING_PERIOD_LABELS, PLANS, priceOf, type BillingPeriod } from '@domain/plans';
import { DAY_MS, SECOND_MS } from '@domain/time';

const RECURRING: Record<BillingPeriod, { interval: 'month' | 'year'; interval_count: number }> = {
  monthly: { interval: 'month', interval_count: 1 },
  quarterly: { interval: 'month', interval_count: 3 },
  annual: { interval: 'year', interval_count: 1 },
};

/** Stripe takes a trial end at least two days ahead; a shorter rest is charged at once. */
const STRIPE_MIN_TRIAL_MS = 2 * DAY_MS;

export interface CheckoutProps {
  dealershipId: string;
  choice: PlanChoice;
  /** `scheme://tenant-host[:port]` from configuration (never the Host header). */
  origin: string;
  stripeCustomerId: string | null;
  customerEmail: string | null;
  /** The trial's end while it runs: the card is first charged then. */
  trialEndsAt: number | null;
  now: number;
}

/**
 * The Checkout Session a plan choice asks Stripe for: a subscription at the plan's price
 * (price_data, so no prices need creating in the Stripe dashboard), tagged with the
 * dealership and plan so the webhook can record them, returning to this dealership's
 * /billing/complete or /billing/cancel.
 */
export function checkoutSessionParams(props: CheckoutProps): Stripe.Checkout.SessionCreateParams {
  const { choice } = props;
  const price = priceOf(choice.plan, choice.period);
  if (!price) throw new Error(`No ${choice.period} price for ${choice.plan}`);
  const metadata = { dealershipId: props.dealershipId, plan: choice.plan, period: choice.period };
  const trialRunning =
    props.trialEndsAt !== null && props.trialEndsAt - props.now >= STRIPE_MIN_TRIAL_MS;
  return {
    mode: 'subscription',
    client_reference_id: props.dealershipId,
    ...(props.stripeCustomerId
      ? { customer: props.stripeCustomerId }
      : props.customerEmail
        ? { customer_email: props.customerEmail }
        : {}),
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: price.price * 100,
          recurring: RECURRING[choice.period],
          product_data: {
            name: `LotReady ${PLANS[choice.plan].name} (${BILLING_PERIOD_LABELS[choice.period]})`,
          },
        },
      },
    ],
    metadata,
    subscription_data: {
      metadata,
      ...(trialRunning ? { trial_end: Math.floor((props.trialEndsAt ?? 0) / SECOND_MS) } : {}),
    },
    success_url: `${props.origin}/billing/complete?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${props.origin}/billing/cancel`,
  };
}
