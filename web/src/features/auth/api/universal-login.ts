import { useMutation } from '@tanstack/react-query';
import {
  universalLoginResponseSchema,
  type LoginRequest,
  type UniversalLoginResponse,
} from '@domain/api/auth';
import { apiRequest } from '@/lib/api';

export const INVALID_LOGIN_RESPONSE = 'Invalid login response';

const answerSchema = universalLoginResponseSchema.partial({ redirectUrl: true });
export type LoginAnswer = Omit<UniversalLoginResponse, 'redirectUrl'> & { redirectUrl?: string };

/** Checks the answer of a sign-in: without a tenant or a temporary token it is unusable (spec 8). */
export function parseLoginAnswer(body: unknown): LoginAnswer {
  const candidate = (typeof body === 'object' && body !== null ? body : {}) as Record<
    string,
    unknown
  >;
  if (!candidate.tenant || !candidate.tempToken) throw new Error(INVALID_LOGIN_RESPONSE);
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success) throw new Error(INVALID_LOGIN_RESPONSE);
  return parsed.data;
}

/** POST /api/auth/universal-login (spec 7). */
export async function universalLogin(credentials: LoginRequest): Promise<LoginAnswer> {
  const body = await apiRequest('/api/auth/universal-login', { method: 'POST', body: credentials });
  return parseLoginAnswer(body);
}

export function useUniversalLogin() {
  return useMutation({ mutationFn: universalLogin });
}
