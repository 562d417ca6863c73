import { SetupGuidePage } from '@/features/marketing/components/setup-guide-page';
import { usePageMeta } from '@/lib/page-meta';
import { APP_PAGE_META } from './page-meta-table';

export function SetupRoute() {
  usePageMeta(APP_PAGE_META.setup);
  return <SetupGuidePage />;
}
