import { BillingResultPage } from '@/features/billing/components/billing-result-page';

export function BillingCancelledRoute() {
  return <BillingResultPage outcome="cancel" />;
}
