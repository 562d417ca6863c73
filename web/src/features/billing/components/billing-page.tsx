import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { PaymentMethod } from '@domain/api/billing';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { messageFromError } from '@/lib/error-message';
import { useChoosePlan } from '../api/choose-plan';
import { useSubscription } from '../api/get-subscription';
import { findOption, optionKey, PLAN_OPTIONS } from './plan-choices';
import { CancelSection } from './cancel-section';
import { InvoiceNote } from './invoice-note';
import { SubscriptionSummary } from './subscription-summary';

/** The admin's Billing section (spec 6: manage and view billing): plan, state, next date, change plan. */
export function BillingPage() {
  const subscription = useSubscription();
  const choose = useChoosePlan();
  const [params] = useSearchParams();
  const current = subscription.data;
  const initial =
    findOption(params.get('plan'), params.get('period')) ??
    (current ? findOption(current.plan, current.billingPeriod) : null) ??
    PLAN_OPTIONS[1]!;
  // Until the admin picks one, the current plan (known only once the subscription has loaded).
  const [picked, setSelected] = useState<string | null>(null);
  const selected = picked ?? optionKey(initial);

  if (subscription.isPending) return <Spinner label="Loading billing..." className="py-16" />;
  if (!current) {
    return <p className="py-16 text-center text-slate-600">Only admins can see billing.</p>;
  }

  // Asking again for what the dealership already has (paid, or its invoice on the way) would
  // only send a second invoice: the buttons wait for another choice.
  const unchanged =
    current.plan !== null &&
    current.billingPeriod !== null &&
    selected === optionKey({ plan: current.plan, period: current.billingPeriod });
  const paid = unchanged && current.status === 'active' && current.invoice === null;
  const invoice = current.invoice;
  const invoiceDue = unchanged && invoice !== null;

  const submit = (payment: PaymentMethod) => (event?: FormEvent) => {
    event?.preventDefault();
    const option = PLAN_OPTIONS.find((item) => optionKey(item) === selected);
    if (!option) return;
    choose.mutate(
      { plan: option.plan, period: option.period, payment },
      {
        onSuccess: (answer) => {
          if (answer.checkoutUrl) window.location.assign(answer.checkoutUrl);
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Billing</h1>
      <section
        data-tour="current-plan"
        aria-labelledby="current-plan"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="current-plan" className="mb-4 text-lg font-semibold text-slate-900">
          Your subscription
        </h2>
        <SubscriptionSummary subscription={current} />
      </section>
      <form
        data-tour="choose-plan"
        onSubmit={submit('invoice')}
        aria-labelledby="choose-plan"
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="choose-plan" className="text-lg font-semibold text-slate-900">
          {current.plan ? 'Change plan' : 'Choose a plan'}
        </h2>
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="sr-only">Plan and billing period</legend>
          {PLAN_OPTIONS.map((option) => {
            const key = optionKey(option);
            return (
              <label
                key={key}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-4 has-[:checked]:border-red-600 has-[:checked]:ring-1 has-[:checked]:ring-red-600"
              >
                <input
                  type="radio"
                  name="plan"
                  value={key}
                  checked={selected === key}
                  onChange={() => setSelected(key)}
                  className="mt-1 h-4 w-4 accent-red-600"
                />
                <span>
                  <span className="block font-medium text-slate-900">{option.label}</span>
                  <span className="text-sm text-slate-600">
                    {option.price}
                    {option.savings && ` · ${option.savings}`}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
        {choose.isError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {messageFromError(choose.error, 'The plan could not be chosen. Please try again.')}
          </p>
        )}
        {invoiceDue && (
          <InvoiceNote
            invoice={invoice}
            overdue={current.state === 'overdue'}
            trialRunning={current.reason === 'trial'}
          />
        )}
        {paid && (
          <p className="text-sm text-slate-600">
            This is your plan. Choose another one to change it.
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          {current.cardPayments && (
            <Button type="button" onClick={submit('card')} disabled={choose.isPending || paid}>
              Pay by card
            </Button>
          )}
          <Button
            type="submit"
            variant={current.cardPayments ? 'outline' : 'default'}
            disabled={choose.isPending || paid || invoiceDue}
          >
            Send me an invoice
          </Button>
        </div>
      </form>
      <CancelSection subscription={current} />
    </div>
  );
}
