import { useMutation } from '@tanstack/react-query';
import { ZodError } from 'zod';
import type { LoginRequest, UniversalLoginResponse } from '@domain/api/auth';
import { authApi } from '@domain/api/auth-endpoints';
import { useApiClient } from '@/lib/api-client';

export const INVALID_LOGIN_RESPONSE = 'Invalid login response';

export type LoginAnswer = UniversalLoginResponse;

/** An answer without a tenant or a temporary token is unusable: 'Invalid login response' (spec 8). */
export async function checkedLoginAnswer(answer: Promise<LoginAnswer>): Promise<LoginAnswer> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof ZodError) throw new Error(INVALID_LOGIN_RESPONSE);
    throw error;
  }
}

/** POST /api/auth/universal-login (spec 7). */
export function useUniversalLogin() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (body: LoginRequest) =>
      checkedLoginAnswer(client.call(authApi.universalLogin, { body })),
  });
}
