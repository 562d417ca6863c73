import { queryOptions, useQuery } from '@tanstack/react-query';
import { configResponseSchema } from '@domain/api/config';
import { apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/config: the dealership configuration. */
export function getConfig(signal?: AbortSignal) {
  return apiRequest('/api/config', { schema: configResponseSchema, signal });
}

/** Spec 7: no retry. */
export function configQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.config,
    queryFn: ({ signal }) => getConfig(signal),
    retry: false,
  });
}

export function useDealershipConfig() {
  return useQuery(configQueryOptions());
}
