import { useMutation } from '@tanstack/react-query';
import { consumeTokenResponseSchema, type ConsumeTokenResponse } from '@domain/api/auth';
import { apiRequest } from '@/lib/api';

/** POST /api/auth/consume-token: trades the one-time token for a session cookie (spec 7). */
export function consumeToken(token: string): Promise<ConsumeTokenResponse> {
  return apiRequest('/api/auth/consume-token', {
    method: 'POST',
    body: { token },
    schema: consumeTokenResponseSchema,
  });
}

export function useConsumeToken() {
  return useMutation({ mutationFn: consumeToken });
}
