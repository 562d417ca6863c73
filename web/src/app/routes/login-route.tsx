import { LoginPage } from '@/features/auth/components/login-page';
import { usePageMeta } from '@/lib/page-meta';
import { APP_PAGE_META } from './page-meta-table';

export function LoginRoute() {
  usePageMeta(APP_PAGE_META.login);
  return <LoginPage />;
}
