import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';
import { usePageMeta } from '@/lib/page-meta';
import { APP_PAGE_META } from './page-meta-table';

export function ResetPasswordRoute() {
  usePageMeta(APP_PAGE_META.resetPassword);
  return <ResetPasswordPage />;
}
