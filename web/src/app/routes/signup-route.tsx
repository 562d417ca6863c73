import { SignupPage } from '@/features/auth/components/signup-page';

export function SignupRoute() {
  return <SignupPage />;
}
