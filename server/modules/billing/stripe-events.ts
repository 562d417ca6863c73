import type Stripe from 'stripe';
import { BILLING_PERIODS, PLAN_IDS, type SubscriptionStatus } from '@domain/plans';
import type { SubscriptionChange } from './repository';
import { SECOND_MS } from '@domain/time';

/** Stripe's subscription statuses in ours (domain/plans.ts). */
const STATUS: Record<Stripe.Subscription.Status, SubscriptionStatus> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  incomplete: 'past_due',
  paused: 'past_due',
  canceled: 'cancelled',
  incomplete_expired: 'cancelled',
};

function planOf(
  metadata: Stripe.Metadata | null,
): Pick<SubscriptionChange, 'plan' | 'billingPeriod'> {
  const plan = PLAN_IDS.find((id) => id === metadata?.plan);
  const period = BILLING_PERIODS.find((id) => id === metadata?.period);
  return plan && period ? { plan, billingPeriod: period } : {};
}

function idOf(value: string | { id: string } | null): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

export interface StripeEventChange {
  /** The dealership by its id (Checkout's reference, our metadata) or its Stripe subscription. */
  dealershipId: string | null;
  stripeSubscriptionId: string | null;
  change: SubscriptionChange;
}

/**
 * What a Stripe event means for a dealership's subscription, or null for an event that
 * changes nothing. Checkout completing links the Stripe customer and subscription and records
 * the plan; subscription events carry the state, the next billing date and the trial's end.
 */
export function changeFromStripeEvent(event: Stripe.Event): StripeEventChange | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return null;
      return {
        dealershipId: session.client_reference_id ?? session.metadata?.dealershipId ?? null,
        stripeSubscriptionId: idOf(session.subscription),
        change: {
          ...planOf(session.metadata),
          stripeCustomerId: idOf(session.customer),
          stripeSubscriptionId: idOf(session.subscription),
          ...(session.payment_status === 'paid'
            ? { subscriptionStatus: 'active' as const, invoiceRequestedAt: null }
            : {}),
        },
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const periodEnd = subscription.items.data[0]?.current_period_end;
      const status =
        event.type === 'customer.subscription.deleted' ? 'cancelled' : STATUS[subscription.status];
      return {
        dealershipId: subscription.metadata?.dealershipId ?? null,
        stripeSubscriptionId: subscription.id,
        change: {
          ...planOf(subscription.metadata),
          subscriptionStatus: status,
          stripeSubscriptionId: subscription.id,
          stripeCustomerId: idOf(subscription.customer),
          ...(periodEnd ? { paidThrough: periodEnd * SECOND_MS } : {}),
          ...(status === 'trialing' && subscription.trial_end
            ? { trialEndsAt: subscription.trial_end * SECOND_MS }
            : {}),
          ...(status === 'active' ? { invoiceRequestedAt: null } : {}),
        },
      };
    }
    default:
      return null;
  }
}
