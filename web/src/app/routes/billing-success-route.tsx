import { BillingSuccessPage } from '@/features/marketing/components/simple-pages';
import { usePageMeta } from '@/lib/page-meta';
import { APP_PAGE_META } from './page-meta-table';

export function BillingSuccessRoute() {
  usePageMeta(APP_PAGE_META.billingSuccess);
  return <BillingSuccessPage />;
}
