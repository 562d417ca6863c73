import { useMutation, useQueryClient } from '@tanstack/react-query';
import { configResponseSchema, type DealershipConfig } from '@domain/api/config';
import { HttpError } from '@domain/http-errors';
import { queryKeys } from '@/lib/query-keys';

/**
 * PUT /api/config with the whole configuration. Spec 7: a non-OK status throws with the
 * status and status text.
 */
export async function putConfig(config: DealershipConfig): Promise<DealershipConfig> {
  const response = await fetch('/api/config', {
    method: 'PUT',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(config),
  });
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    throw new HttpError(response.status, `${response.status} ${response.statusText}`.trim(), body);
  }
  return configResponseSchema.parse(await response.json());
}

/** Saves the configuration; success refreshes it (and the brand colour that follows it). */
export function useSaveConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putConfig,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.config, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.config });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tenantInfo });
    },
  });
}
