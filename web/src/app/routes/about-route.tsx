import { AboutPage } from '@/features/marketing/components/about-page';
import { usePageMeta } from '@/lib/page-meta';
import { PAGE_META } from './page-meta-table';

export function AboutRoute() {
  usePageMeta(PAGE_META['/about']);
  return <AboutPage />;
}
