import { useId, useState, type FormEvent } from 'react';
import type { SubscriptionView } from '@domain/api/billing';
import { MAX_CANCEL_REASON_LENGTH } from '@domain/api/billing';
import { Button } from '@/components/ui/button';
import { messageFromError } from '@/lib/error-message';
import { useCancelSubscription } from '../api/cancel-subscription';
import { formatBillingDate } from './plan-choices';

/**
 * "Cancel any time": effective at the end of the paid period (or trial), with a reason the
 * platform's owner reads. Once asked, it says when it takes effect; choosing a plan undoes it.
 */
export function CancelSection({ subscription }: { subscription: SubscriptionView }) {
  const cancel = useCancelSubscription();
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const reasonId = useId();
  const cancelled = subscription.cancelAt !== null || subscription.status === 'cancelled';
  if (subscription.access === 'read-only' && !cancelled) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    cancel.mutate(reason.trim(), { onSuccess: () => setAsking(false) });
  };

  return (
    <section
      aria-labelledby="cancel-subscription"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="cancel-subscription" className="text-lg font-semibold text-slate-900">
        Cancel subscription
      </h2>
      {cancelled ? (
        <p role="status" className="text-sm text-slate-700">
          {subscription.cancelAt !== null
            ? `Cancelled: ${subscription.access === 'read-only' ? 'read-only since' : 'changes stay possible until'} ${formatBillingDate(subscription.cancelAt)}. `
            : 'Cancelled. '}
          Everything stays visible and exportable; choosing a plan above starts it again.
        </p>
      ) : asking ? (
        <form className="space-y-3" onSubmit={submit}>
          <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">
            Why are you cancelling?
          </label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={MAX_CANCEL_REASON_LENGTH}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
            className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          />
          {cancel.isError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {messageFromError(cancel.error, 'The subscription could not be cancelled.')}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button
              type="submit"
              variant="destructive"
              disabled={cancel.isPending || reason.trim() === ''}
            >
              Confirm cancellation
            </Button>
            <Button type="button" variant="outline" onClick={() => setAsking(false)}>
              Keep subscription
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {subscription.reason === 'trial' && subscription.trialEndsAt !== null
              ? `The trial then ends on ${formatBillingDate(subscription.trialEndsAt)} with nothing to pay.`
              : subscription.paidThrough !== null && subscription.status === 'active'
                ? `Changes stay possible until the paid period ends on ${formatBillingDate(subscription.paidThrough)}.`
                : 'It takes effect at once.'}{' '}
            Your data stays visible and exportable.
          </p>
          <Button type="button" variant="outline" onClick={() => setAsking(true)}>
            Cancel subscription
          </Button>
        </>
      )}
    </section>
  );
}
