import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/** POST /api/auth/request-password-reset {email} (spec 7). */
export function requestPasswordReset(email: string): Promise<unknown> {
  return apiRequest('/api/auth/request-password-reset', { method: 'POST', body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
