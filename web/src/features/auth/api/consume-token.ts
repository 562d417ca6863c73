import { useMutation } from '@tanstack/react-query';
import { authApi, type ConsumeTokenBody } from '@domain/api/auth-endpoints';
import { useApiClient } from '@/lib/api-client';

/**
 * POST /api/auth/consume-token: trades the one-time token for a session cookie (spec 7). With
 * someone else signed in on this host it answers 409 until `replace` confirms the switch.
 */
export function useConsumeToken() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (body: ConsumeTokenBody) => client.call(authApi.consumeToken, { body }),
  });
}
