import { SsoCallbackPage } from '@/features/auth/components/sso-callback-page';
import { usePageMeta } from '@/lib/page-meta';
import { APP_PAGE_META } from './page-meta-table';

export function SsoCallbackRoute() {
  usePageMeta(APP_PAGE_META.ssoCallback);
  return <SsoCallbackPage />;
}
