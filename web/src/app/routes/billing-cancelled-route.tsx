import { BillingCancelledPage } from '@/features/marketing/components/simple-pages';

export function BillingCancelledRoute() {
  return <BillingCancelledPage />;
}
