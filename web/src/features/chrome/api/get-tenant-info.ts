import { queryOptions, useQuery } from '@tanstack/react-query';
import { tenantApi } from '@domain/api/tenant-endpoints';
import { TENANT_INFO_RETRIES, TENANT_INFO_STALE_MS } from '@domain/constants';
import { callOrNull, useApiClient, type ApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/tenant/info: fresh 60 s, 1 retry (spec 7). */
export function tenantInfoQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.tenantInfo,
    queryFn: ({ signal }) => callOrNull(client, tenantApi.info, { signal }),
    staleTime: TENANT_INFO_STALE_MS,
    retry: TENANT_INFO_RETRIES,
  });
}

export function useTenantInfo() {
  return useQuery(tenantInfoQueryOptions(useApiClient()));
}
