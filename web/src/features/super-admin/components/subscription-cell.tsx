import type { DealershipSummary } from '@domain/api/super-admin';
import { BILLING_PERIOD_LABELS, PLANS, formatPrice } from '@domain/plans';
import { SUBSCRIPTION_STATE_LABELS } from '@domain/subscription';
import { formatDate } from '../lib/format';

/** Plan and state, with the dates that matter: trial end, paid period, invoice, cancellation. */
export function SubscriptionCell({ dealership }: { dealership: DealershipSummary }) {
  const plan = dealership.plan
    ? `${PLANS[dealership.plan].name}${dealership.billingPeriod ? ` · ${BILLING_PERIOD_LABELS[dealership.billingPeriod]}` : ''}`
    : 'No plan';
  const { invoice } = dealership;
  return (
    <div className="text-sm">
      <p className="font-medium text-slate-900">{plan}</p>
      <p className="text-slate-600">{SUBSCRIPTION_STATE_LABELS[dealership.state]}</p>
      {dealership.subscriptionStatus === 'trialing' && (
        <p className="text-slate-600">
          {dealership.status === 'trial' ? 'Trial ends' : 'Trial ended'}{' '}
          {formatDate(dealership.trialEndsAt)}
        </p>
      )}
      {dealership.paidThrough !== null && (
        <p className="text-slate-600">
          Paid to {formatDate(dealership.paidThrough)} · grace {dealership.graceDays} d
        </p>
      )}
      {invoice && (
        <p className="font-medium text-amber-800">
          Invoice {invoice.reference}: {formatPrice(invoice.amount)}, due{' '}
          {formatDate(invoice.dueAt)}
        </p>
      )}
      {dealership.cancelAt !== null && (
        <p className="text-red-800">
          Cancels {formatDate(dealership.cancelAt)}
          {dealership.cancelReason && (
            <>
              : <q className="break-words">{dealership.cancelReason}</q>
            </>
          )}
        </p>
      )}
    </div>
  );
}
