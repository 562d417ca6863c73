import { SsoCallbackPage } from '@/features/auth/components/sso-callback-page';

export function SsoCallbackRoute() {
  return <SsoCallbackPage />;
}
