import { PilotSuccessPage } from '@/features/marketing/components/simple-pages';
import { usePageMeta } from '@/lib/page-meta';
import { PAGE_META } from './page-meta-table';

export function PilotSuccessRoute() {
  usePageMeta(PAGE_META['/pilot-success']);
  return <PilotSuccessPage />;
}
