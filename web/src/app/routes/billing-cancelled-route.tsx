import { BillingCancelledPage } from '@/features/marketing/components/simple-pages';
import { usePageMeta } from '@/lib/page-meta';
import { APP_PAGE_META } from './page-meta-table';

export function BillingCancelledRoute() {
  usePageMeta(APP_PAGE_META.billingCancelled);
  return <BillingCancelledPage />;
}
