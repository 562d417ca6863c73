import { PricingEnterprisePage } from '@/features/marketing/components/pricing-enterprise-page';
import { usePageMeta } from '@/lib/page-meta';
import { PAGE_META } from './page-meta-table';

export function PricingEnterpriseRoute() {
  usePageMeta(PAGE_META['/pricing-enterprise']);
  return <PricingEnterprisePage />;
}
