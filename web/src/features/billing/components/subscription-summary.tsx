import type { SubscriptionView } from '@domain/api/billing';
import { BILLING_PERIOD_LABELS, PLANS, formatPrice } from '@domain/plans';
import { SUBSCRIPTION_STATE_LABELS } from '@domain/subscription';
import { formatBillingDate } from './plan-choices';

/** Plan, state, dates and the open invoice: what the dealership has now. */
export function SubscriptionSummary({ subscription }: { subscription: SubscriptionView }) {
  const plan = subscription.plan
    ? `${PLANS[subscription.plan].name}${subscription.billingPeriod ? `, ${BILLING_PERIOD_LABELS[subscription.billingPeriod]}` : ''}`
    : 'None chosen yet';
  const state = SUBSCRIPTION_STATE_LABELS[subscription.state];
  const rows: [string, string][] = [
    ['Plan', plan],
    [
      'State',
      subscription.access === 'read-only' && subscription.state !== 'read-only'
        ? `${state} (read-only)`
        : state,
    ],
  ];
  if (subscription.status === 'trialing' && subscription.trialEndsAt !== null) {
    rows.push([
      subscription.reason === 'trial' ? 'Trial ends' : 'Trial ended',
      formatBillingDate(subscription.trialEndsAt),
    ]);
  }
  if (subscription.paidThrough !== null && subscription.status !== 'trialing') {
    rows.push(['Next billing date', formatBillingDate(subscription.paidThrough)]);
  }
  const { invoice } = subscription;
  if (invoice) {
    rows.push(['Invoice', `${invoice.reference}, ${formatPrice(invoice.amount)}`]);
    rows.push(['Invoice due', formatBillingDate(invoice.dueAt)]);
  }
  if (subscription.cancelAt !== null) {
    rows.push([
      subscription.access === 'read-only' ? 'Cancelled on' : 'Cancels on',
      formatBillingDate(subscription.cancelAt),
    ]);
  }
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt className="text-sm text-slate-500">{term}</dt>
          <dd className="font-medium break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
