import { HowItWorksPage } from '@/features/marketing/components/how-it-works-page';
import { usePageMeta } from '@/lib/page-meta';
import { PAGE_META } from './page-meta-table';

export function HowItWorksRoute() {
  usePageMeta(PAGE_META['/how-it-works']);
  return <HowItWorksPage />;
}
