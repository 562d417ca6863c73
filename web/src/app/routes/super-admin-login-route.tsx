import { marketingHref } from '@/lib/host';
import { SuperAdminLoginPage } from '@/features/super-admin/components/super-admin-login-page';
import { usePageMeta } from '@/lib/page-meta';
import { APP_PAGE_META } from './page-meta-table';

export function SuperAdminLoginRoute() {
  usePageMeta(APP_PAGE_META.superAdminLogin);
  return <SuperAdminLoginPage mainSiteHref={marketingHref('/')} />;
}
