import { PricingEnterprisePage } from '@/features/marketing/components/pricing-enterprise-page';

export function PricingEnterpriseRoute() {
  return <PricingEnterprisePage />;
}
