import { PricingLayoutsPage } from '@/features/marketing/components/pricing-layouts-page';
import { usePageMeta } from '@/lib/page-meta';
import { PAGE_META } from './page-meta-table';

export function PricingLayoutsRoute() {
  usePageMeta(PAGE_META['/pricing-layouts']);
  return <PricingLayoutsPage />;
}
