import { PricingPage } from '@/features/marketing/components/pricing-page';

export function PricingRoute() {
  return <PricingPage />;
}
