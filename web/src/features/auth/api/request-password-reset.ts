import { useMutation } from '@tanstack/react-query';
import { authApi } from '@domain/api/auth-endpoints';
import { useApiClient } from '@/lib/api-client';

/** POST /api/auth/request-password-reset {email} (spec 7). */
export function useRequestPasswordReset() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (email: string) => client.call(authApi.requestPasswordReset, { body: { email } }),
  });
}
