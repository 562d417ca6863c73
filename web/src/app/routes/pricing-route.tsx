import { PricingPage } from '@/features/marketing/components/pricing-page';
import { usePageMeta } from '@/lib/page-meta';
import { PAGE_META } from './page-meta-table';

export function PricingRoute() {
  usePageMeta(PAGE_META['/pricing']);
  return <PricingPage />;
}
