import type { DealershipSummary } from '@domain/api/super-admin';
import { Button } from '@/components/ui/button';
import { messageFromError } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useEndTrial, useExtendTrial, useMarkPaid } from '../api/change-subscription';

/** The quick extension the super admin grants from the list. */
export const TRIAL_EXTENSION_DAYS = 7;

type Dealership = Pick<
  DealershipSummary,
  'id' | 'name' | 'subscriptionStatus' | 'plan' | 'invoiceRequestedAt' | 'status'
>;

/** Extend or end a trial; mark a requested invoice paid. Shown only where they apply. */
export function SubscriptionActions({ dealership }: { dealership: Dealership }) {
  const extend = useExtendTrial();
  const end = useEndTrial();
  const markPaid = useMarkPaid();
  const fail = (title: string) => (error: unknown) =>
    toast({
      title,
      description: messageFromError(error, 'Please try again.'),
      variant: 'destructive',
    });
  return (
    <>
      {dealership.subscriptionStatus === 'trialing' && (
        <Button
          size="sm"
          variant="outline"
          disabled={extend.isPending}
          aria-label={`Extend the trial of ${dealership.name} by ${TRIAL_EXTENSION_DAYS} days`}
          onClick={() =>
            extend.mutate(
              { id: dealership.id, days: TRIAL_EXTENSION_DAYS },
              { onError: fail('Trial not extended') },
            )
          }
        >
          +{TRIAL_EXTENSION_DAYS} days
        </Button>
      )}
      {dealership.subscriptionStatus === 'trialing' && dealership.status === 'trial' && (
        <Button
          size="sm"
          variant="outline"
          disabled={end.isPending}
          aria-label={`End the trial of ${dealership.name} now`}
          onClick={() => end.mutate(dealership.id, { onError: fail('Trial not ended') })}
        >
          End trial
        </Button>
      )}
      {dealership.plan !== null && dealership.invoiceRequestedAt !== null && (
        <Button
          size="sm"
          disabled={markPaid.isPending}
          aria-label={`Mark the invoice of ${dealership.name} paid`}
          onClick={() => markPaid.mutate(dealership.id, { onError: fail('Not marked paid') })}
        >
          Mark paid
        </Button>
      )}
    </>
  );
}
