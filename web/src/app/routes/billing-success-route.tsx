import { BillingResultPage } from '@/features/billing/components/billing-result-page';

export function BillingSuccessRoute() {
  return <BillingResultPage outcome="complete" />;
}
