import { useMutation } from '@tanstack/react-query';
import type { SignupRequest } from '@domain/api/auth';
import { apiRequest } from '@/lib/api';
import { parseLoginAnswer, type LoginAnswer } from './universal-login';

/** POST /api/auth/signup: creates the dealership and answers like a sign-in. */
export async function signup(request: SignupRequest): Promise<LoginAnswer> {
  const body = await apiRequest('/api/auth/signup', { method: 'POST', body: request });
  return parseLoginAnswer(body);
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
