import type { DealershipSummary } from '@domain/api/super-admin';
import { BILLING_PERIOD_LABELS, PLANS, SUBSCRIPTION_STATUS_LABELS } from '@domain/plans';
import { formatDate } from '../lib/format';

/** Plan and state, with the dates that matter: trial end, next billing, invoice asked. */
export function SubscriptionCell({ dealership }: { dealership: DealershipSummary }) {
  const plan = dealership.plan
    ? `${PLANS[dealership.plan].name}${dealership.billingPeriod ? ` · ${BILLING_PERIOD_LABELS[dealership.billingPeriod]}` : ''}`
    : 'No plan';
  return (
    <div className="text-sm">
      <p className="font-medium text-slate-900">{plan}</p>
      <p className="text-slate-600">{SUBSCRIPTION_STATUS_LABELS[dealership.subscriptionStatus]}</p>
      {dealership.subscriptionStatus === 'trialing' && (
        <p className="text-slate-600">
          {dealership.status === 'read-only' ? 'Trial ended' : 'Trial ends'}{' '}
          {formatDate(dealership.trialEndsAt)}
        </p>
      )}
      {dealership.paidThrough !== null && (
        <p className="text-slate-600">Paid to {formatDate(dealership.paidThrough)}</p>
      )}
      {dealership.invoiceRequestedAt !== null && (
        <p className="font-medium text-amber-800">
          Invoice requested {formatDate(dealership.invoiceRequestedAt)}
        </p>
      )}
    </div>
  );
}
