import { useMutation } from '@tanstack/react-query';
import { authApi } from '@domain/api/auth-endpoints';
import { useApiClient } from '@/lib/api-client';

/** POST /api/auth/reset-password {token, newPassword, endOtherSessions} (spec 7). */
export function useResetPassword() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (body: { token: string; newPassword: string; endOtherSessions: boolean }) =>
      client.call(authApi.resetPassword, { body }),
  });
}
