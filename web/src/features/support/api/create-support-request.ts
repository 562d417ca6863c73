import { useMutation } from '@tanstack/react-query';
import { supportApi } from '@domain/api/support-endpoints';
import type { SupportRequestInput } from '@domain/api/support';
import { useApiClient } from '@/lib/api-client';

/** POST /api/support-requests; a refusal throws with the server's reason. */
export function useCreateSupportRequest() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: SupportRequestInput) => client.call(supportApi.create, { body: input }),
  });
}
