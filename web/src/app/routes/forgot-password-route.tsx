import { ForgotPasswordPage } from '@/features/auth/components/forgot-password-page';
import { usePageMeta } from '@/lib/page-meta';
import { APP_PAGE_META } from './page-meta-table';

export function ForgotPasswordRoute() {
  usePageMeta(APP_PAGE_META.forgotPassword);
  return <ForgotPasswordPage />;
}
