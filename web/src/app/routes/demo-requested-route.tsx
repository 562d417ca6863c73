import { DemoRequestedPage } from '@/features/marketing/components/simple-pages';
import { usePageMeta } from '@/lib/page-meta';
import { PAGE_META } from './page-meta-table';

export function DemoRequestedRoute() {
  usePageMeta(PAGE_META['/demo-requested']);
  return <DemoRequestedPage />;
}
