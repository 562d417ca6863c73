import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/** POST /api/auth/reset-password {token, newPassword} (spec 7). */
export function resetPassword(input: { token: string; newPassword: string }): Promise<unknown> {
  return apiRequest('/api/auth/reset-password', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
