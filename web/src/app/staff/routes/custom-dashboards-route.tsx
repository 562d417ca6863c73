import { useSession } from '@/lib/session';
import { DashboardsPage } from '@/features/dashboards/components/dashboards-page';

export function CustomDashboardsRoute() {
  const { data } = useSession();
  return <DashboardsPage role={data?.user.role ?? null} />;
}
