import { PricingLayoutsPage } from '@/features/marketing/components/pricing-layouts-page';

export function PricingLayoutsRoute() {
  return <PricingLayoutsPage />;
}
