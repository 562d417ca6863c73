import type { SubscriptionView } from '@domain/api/billing';
import { formatPrice } from '@domain/plans';
import { formatBillingDate } from './plan-choices';

type Invoice = NonNullable<SubscriptionView['invoice']>;

/** The open invoice: what, how much, by when and how to pay it (also in the invoice mail). */
export function InvoiceNote(props: { invoice: Invoice; overdue: boolean; trialRunning: boolean }) {
  const { invoice } = props;
  return (
    <div
      role="status"
      className={
        props.overdue
          ? 'space-y-1 text-sm font-medium text-red-800'
          : 'space-y-1 text-sm font-medium text-green-800'
      }
    >
      <p>
        Invoice requested on {formatBillingDate(invoice.issuedAt)}: {invoice.reference},{' '}
        {formatPrice(invoice.amount)}, due {formatBillingDate(invoice.dueAt)}. It is in your
        admins&apos; mail, with how to pay: by bank transfer quoting the reference.
      </p>
      <p className="font-normal">
        {props.overdue
          ? 'It is past its due date: changes are possible again once it is paid.'
          : props.trialRunning
            ? 'Your trial continues; the paid period starts when it ends.'
            : 'Changes stay possible until the due date.'}
      </p>
    </div>
  );
}
