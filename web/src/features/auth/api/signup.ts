import { useMutation } from '@tanstack/react-query';
import type { SignupRequest } from '@domain/api/auth';
import { authApi } from '@domain/api/auth-endpoints';
import { useApiClient } from '@/lib/api-client';
import { checkedLoginAnswer } from './universal-login';

/** POST /api/auth/signup: creates the dealership and answers like a sign-in. */
export function useSignup() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (body: SignupRequest) => checkedLoginAnswer(client.call(authApi.signup, { body })),
  });
}
