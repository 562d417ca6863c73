import { queryOptions, useQuery } from '@tanstack/react-query';
import { tenantInfoSchema } from '@domain/api/auth';
import { TENANT_INFO_RETRIES, TENANT_INFO_STALE_MS } from '@domain/constants';
import { queryOrNull } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function getTenantInfo(signal?: AbortSignal) {
  return queryOrNull('/api/tenant/info', tenantInfoSchema, signal);
}

/** GET /api/tenant/info: fresh 60 s, 1 retry (spec 7). */
export function tenantInfoQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.tenantInfo,
    queryFn: ({ signal }) => getTenantInfo(signal),
    staleTime: TENANT_INFO_STALE_MS,
    retry: TENANT_INFO_RETRIES,
  });
}

export function useTenantInfo() {
  return useQuery(tenantInfoQueryOptions());
}
