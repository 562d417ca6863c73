import { BillingSuccessPage } from '@/features/marketing/components/simple-pages';

export function BillingSuccessRoute() {
  return <BillingSuccessPage />;
}
