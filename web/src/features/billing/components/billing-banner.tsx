import { Link } from 'react-router';
import { Clock, Lock } from 'lucide-react';
import { readOnlyMessage } from '@domain/subscription';
import { PATHS } from '@/lib/paths';
import { useBillingStatus } from '../api/get-billing-status';

const linkClass =
  'ml-1 inline-flex min-h-6 items-center font-semibold underline underline-offset-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary';

/**
 * The staff app's word on the subscription: the trial's days left (to admins, who can act on
 * it) and, once read-only, to everyone, with the way to a plan.
 */
export function BillingBanner({ canManageBilling }: { canManageBilling: boolean }) {
  const { data } = useBillingStatus();
  if (!data) return null;
  if (data.access === 'read-only') {
    // An unpaid invoice is paid, not chosen again: the way out is Billing itself.
    const wayOut = data.reason === 'invoice-overdue' ? 'How to pay' : 'Choose a plan';
    return (
      <div
        role="status"
        className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950"
      >
        <p className="mx-auto flex max-w-[1920px] items-start gap-2">
          <Lock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>
            <strong>Read-only.</strong> {readOnlyMessage(data.reason)}
            {canManageBilling && (
              <Link to={PATHS.billing} className={linkClass}>
                {wayOut}
              </Link>
            )}
          </span>
        </p>
      </div>
    );
  }
  if (data.reason !== 'trial' || data.trialDaysLeft === null || !canManageBilling) return null;
  const days = data.trialDaysLeft === 1 ? '1 day' : `${data.trialDaysLeft} days`;
  return (
    <div role="status" className="border-b border-sky-200 bg-sky-50 px-4 py-2 text-sm text-sky-950">
      <p className="mx-auto flex max-w-[1920px] items-center gap-2">
        <Clock className="h-4 w-4 shrink-0" aria-hidden />
        <span>
          Free trial: <strong>{days} left</strong>.
          <Link to={PATHS.billing} className={linkClass}>
            Choose a plan
          </Link>
        </span>
      </p>
    </div>
  );
}
