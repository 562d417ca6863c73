import { useMutation, useQueryClient } from '@tanstack/react-query';
import { configApi, type ConfigBody } from '@domain/api/config-endpoints';
import { HttpError } from '@domain/http-errors';
import { useApiClient, type ApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * PUT /api/config with the whole configuration. Spec 7: a non-OK status throws with the
 * status and status text (not the error text of spec 8 other calls use).
 */
export async function putConfig(client: ApiClient, config: ConfigBody) {
  try {
    return await client.call(configApi.update, { body: config });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const message = `${error.status} ${error.statusText}`.trim();
    throw new HttpError(error.status, message, error.body, error.statusText);
  }
}

/** Saves the configuration; success refreshes it (and the brand colour that follows it). */
export function useSaveConfig() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: ConfigBody) => putConfig(client, config),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.config, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.config });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tenantInfo });
    },
  });
}
