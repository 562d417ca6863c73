import { marketingHref } from '@/lib/host';
import { SuperAdminLoginPage } from '@/features/super-admin/components/super-admin-login-page';
import { PATHS } from '@/lib/paths';

export function SuperAdminLoginRoute() {
  return <SuperAdminLoginPage mainSiteHref={marketingHref(PATHS.landing)} />;
}
