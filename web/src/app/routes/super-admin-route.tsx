import { SuperAdminDashboardPage } from '@/features/super-admin/components/super-admin-dashboard-page';
import { usePageMeta } from '@/lib/page-meta';
import { APP_PAGE_META } from './page-meta-table';

export function SuperAdminRoute() {
  usePageMeta(APP_PAGE_META.superAdmin);
  return <SuperAdminDashboardPage />;
}
