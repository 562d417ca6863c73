import { Link } from 'react-router';
import { CircleCheck, Clock, CreditCard, XCircle } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SubscriptionView } from '@domain/api/billing';
import { buttonVariants } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import { PATHS } from '@/lib/paths';
import { useSubscription } from '../api/get-subscription';
import { formatBillingDate } from './plan-choices';
import { SubscriptionSummary } from './subscription-summary';

type Outcome = 'complete' | 'cancel';

function Frame({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <main
      id="main"
      className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12"
    >
      <div className="w-full max-w-lg space-y-5 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <Icon className="h-10 w-10 text-red-600" aria-hidden />
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </div>
    </main>
  );
}

function headline(outcome: Outcome, subscription: SubscriptionView): [LucideIcon, string, string] {
  if (outcome === 'cancel') {
    return [XCircle, 'Checkout cancelled', 'No payment was taken. Your subscription is as it was.'];
  }
  if (subscription.status === 'active') {
    return [
      CircleCheck,
      'Your subscription is active',
      subscription.paidThrough
        ? `Thank you. The next billing date is ${formatBillingDate(subscription.paidThrough)}.`
        : 'Thank you.',
    ];
  }
  if (subscription.status === 'trialing' && subscription.access === 'full') {
    return [
      CreditCard,
      'Card saved',
      `Your plan starts when the trial ends${subscription.trialEndsAt ? ` on ${formatBillingDate(subscription.trialEndsAt)}` : ''}.`,
    ];
  }
  return [
    Clock,
    'Waiting for the payment to be confirmed',
    'The payment provider has not confirmed the payment yet. This page shows the state as soon as it does.',
  ];
}

/**
 * /billing/complete and /billing/cancel (spec 2.3): the signed-in dealership's real state,
 * after Stripe Checkout returns. Nobody signed in here sees nothing about anyone.
 */
export function BillingResultPage({ outcome }: { outcome: Outcome }) {
  const subscription = useSubscription();
  if (subscription.isPending) {
    return (
      <Frame icon={Clock} title="Billing">
        <Spinner label="Loading billing..." />
      </Frame>
    );
  }
  if (subscription.isError || !subscription.data) {
    return (
      <Frame icon={CreditCard} title="Billing">
        <p className="text-slate-600">
          {subscription.isError
            ? 'Only an admin of the dealership can see its billing.'
            : 'Sign in to your dealership to see its billing.'}
        </p>
        <Link to={PATHS.login} className={buttonVariants()}>
          Go to Login
        </Link>
      </Frame>
    );
  }
  const [icon, title, text] = headline(outcome, subscription.data);
  return (
    <Frame icon={icon} title={title}>
      <p className="text-slate-600">{text}</p>
      <SubscriptionSummary subscription={subscription.data} />
      <div className="flex flex-wrap gap-3">
        <Link to={PATHS.billing} className={buttonVariants()}>
          Open Billing
        </Link>
        <Link to={PATHS.board} className={buttonVariants({ variant: 'outline' })}>
          Go to the board
        </Link>
      </div>
    </Frame>
  );
}
