import { SignupPage } from '@/features/auth/components/signup-page';
import { usePageMeta } from '@/lib/page-meta';
import { APP_PAGE_META } from './page-meta-table';

export function SignupRoute() {
  usePageMeta(APP_PAGE_META.signup);
  return <SignupPage />;
}
