import { SuperAdminDashboardPage } from '@/features/super-admin/components/super-admin-dashboard-page';

export function SuperAdminRoute() {
  return <SuperAdminDashboardPage />;
}
