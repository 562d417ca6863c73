import { FaqPage } from '@/features/marketing/components/faq-page';
import { usePageMeta } from '@/lib/page-meta';
import { PAGE_META } from './page-meta-table';

export function FaqRoute() {
  usePageMeta(PAGE_META['/faq']);
  return <FaqPage />;
}
