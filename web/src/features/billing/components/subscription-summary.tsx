import type { SubscriptionView } from '@domain/api/billing';
import { BILLING_PERIOD_LABELS, PLANS, SUBSCRIPTION_STATUS_LABELS } from '@domain/plans';
import { formatBillingDate } from './plan-choices';

/** Plan, state and next date: what the dealership has now. */
export function SubscriptionSummary({ subscription }: { subscription: SubscriptionView }) {
  const plan = subscription.plan
    ? `${PLANS[subscription.plan].name}${subscription.billingPeriod ? `, ${BILLING_PERIOD_LABELS[subscription.billingPeriod]}` : ''}`
    : 'None chosen yet';
  const rows: [string, string][] = [
    ['Plan', plan],
    [
      'State',
      subscription.access === 'read-only'
        ? `${SUBSCRIPTION_STATUS_LABELS[subscription.status]} (read-only)`
        : SUBSCRIPTION_STATUS_LABELS[subscription.status],
    ],
  ];
  if (subscription.status === 'trialing' && subscription.trialEndsAt !== null) {
    rows.push([
      subscription.access === 'read-only' ? 'Trial ended' : 'Trial ends',
      formatBillingDate(subscription.trialEndsAt),
    ]);
  }
  if (subscription.paidThrough !== null) {
    rows.push(['Next billing date', formatBillingDate(subscription.paidThrough)]);
  }
  if (subscription.invoiceRequestedAt !== null) {
    rows.push(['Invoice requested', formatBillingDate(subscription.invoiceRequestedAt)]);
  }
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt className="text-sm text-slate-500">{term}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
