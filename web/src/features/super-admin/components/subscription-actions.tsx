import { useId, useState } from 'react';
import type { DealershipSummary } from '@domain/api/super-admin';
import { formatPrice, priceOf } from '@domain/plans';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  useEndTrial,
  useExtendTrial,
  useMarkPaid,
  useSetGraceDays,
} from '../api/change-subscription';
import { formatDate } from '../lib/format';
import { ConfirmActionDialog } from './confirm-action-dialog';

/** The quick extension the super admin grants from the list. */
export const TRIAL_EXTENSION_DAYS = 7;

type Dealership = Pick<
  DealershipSummary,
  | 'id'
  | 'name'
  | 'subscriptionStatus'
  | 'plan'
  | 'billingPeriod'
  | 'invoice'
  | 'status'
  | 'trialEndsAt'
  | 'graceDays'
  | 'paidThrough'
>;

/** Records a payment: the amount and reference as received, the open invoice's as a start. */
function MarkPaidDialog({ dealership }: { dealership: Dealership }) {
  const markPaid = useMarkPaid();
  const amountId = useId();
  const referenceId = useId();
  const expected =
    dealership.invoice?.amount ??
    (dealership.plan && dealership.billingPeriod
      ? (priceOf(dealership.plan, dealership.billingPeriod)?.price ?? null)
      : null);
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const amountNumber = Number(amount);
  const ready = amount.trim() !== '' && amountNumber > 0 && reference.trim() !== '';
  return (
    <ConfirmActionDialog
      trigger="Mark paid"
      triggerVariant="default"
      triggerLabel={`Mark the invoice of ${dealership.name} paid`}
      title={`Record a payment from ${dealership.name}`}
      description={
        dealership.invoice
          ? `Invoice ${dealership.invoice.reference}: ${formatPrice(dealership.invoice.amount)}, due ${formatDate(dealership.invoice.dueAt)}. The dealership gets one more billing period and a receipt.`
          : 'The dealership gets one more billing period and a receipt.'
      }
      confirm="Record payment"
      ready={ready}
      onOpen={() => {
        setAmount(expected === null ? '' : String(expected));
        setReference(dealership.invoice?.reference ?? '');
      }}
      onConfirm={() =>
        markPaid.mutateAsync({
          id: dealership.id,
          amount: amountNumber,
          reference: reference.trim(),
        })
      }
    >
      <div className="grid gap-1">
        <Label htmlFor={amountId}>Amount received (US dollars)</Label>
        <Input
          id={amountId}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={referenceId}>Payment reference</Label>
        <Input
          id={referenceId}
          value={reference}
          autoComplete="off"
          onChange={(event) => setReference(event.target.value)}
        />
      </div>
    </ConfirmActionDialog>
  );
}

/** Sets the days of full access after a paid period ends unpaid. */
function GraceDaysDialog({ dealership }: { dealership: Dealership }) {
  const setGrace = useSetGraceDays();
  const inputId = useId();
  const [days, setDays] = useState('');
  const value = Number(days);
  return (
    <ConfirmActionDialog
      trigger={`Grace: ${dealership.graceDays} d`}
      triggerLabel={`Set the grace period of ${dealership.name}`}
      title={`Grace period of ${dealership.name}`}
      description="Days of full access after a paid period ends without payment; then the dealership turns read-only."
      confirm="Save grace period"
      ready={days.trim() !== '' && Number.isInteger(value) && value >= 0}
      onOpen={() => setDays(String(dealership.graceDays))}
      onConfirm={() => setGrace.mutateAsync({ id: dealership.id, days: value })}
    >
      <div className="grid gap-1">
        <Label htmlFor={inputId}>Days</Label>
        <Input
          id={inputId}
          inputMode="numeric"
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
      </div>
    </ConfirmActionDialog>
  );
}

/** Extend or end a trial, record a payment, set the grace period: each confirmed first. */
export function SubscriptionActions({ dealership }: { dealership: Dealership }) {
  const extend = useExtendTrial();
  const end = useEndTrial();
  const trialing = dealership.subscriptionStatus === 'trialing';
  return (
    <>
      {trialing && (
        <ConfirmActionDialog
          trigger={`+${TRIAL_EXTENSION_DAYS} days`}
          triggerLabel={`Extend the trial of ${dealership.name} by ${TRIAL_EXTENSION_DAYS} days`}
          title={`Extend the trial of ${dealership.name} by ${TRIAL_EXTENSION_DAYS} days?`}
          description={`The trial now ends ${formatDate(dealership.trialEndsAt)}; it gets ${TRIAL_EXTENSION_DAYS} more days (from today if it has ended).`}
          confirm="Extend trial"
          onConfirm={() => extend.mutateAsync({ id: dealership.id, days: TRIAL_EXTENSION_DAYS })}
        />
      )}
      {trialing && dealership.status === 'trial' && (
        <ConfirmActionDialog
          trigger="End trial"
          triggerLabel={`End the trial of ${dealership.name} now`}
          title={`End the trial of ${dealership.name} now?`}
          description="The dealership turns read-only at once: everything stays visible and exportable, and nothing can be changed until a plan is paid."
          confirm="End trial now"
          onConfirm={() => end.mutateAsync(dealership.id)}
        />
      )}
      {dealership.plan !== null &&
        (dealership.invoice !== null || dealership.paidThrough !== null) && (
          <MarkPaidDialog dealership={dealership} />
        )}
      {dealership.paidThrough !== null && <GraceDaysDialog dealership={dealership} />}
    </>
  );
}
