import { queryOptions, useQuery } from '@tanstack/react-query';
import { configApi } from '@domain/api/config-endpoints';
import { useApiClient, type ApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/config: the dealership configuration. Spec 7: no retry. */
export function configQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.config,
    queryFn: ({ signal }) => client.call(configApi.get, { signal }),
    retry: false,
  });
}

export function useDealershipConfig() {
  return useQuery(configQueryOptions(useApiClient()));
}
