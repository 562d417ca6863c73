import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardApi } from '@domain/api/dashboard-endpoints';
import { useApiClient, type ApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/dashboards. */
export function dashboardsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.dashboards.all,
    queryFn: ({ signal }) => client.call(dashboardApi.list, { signal }),
  });
}

export function useDashboards() {
  return useQuery(dashboardsQueryOptions(useApiClient()));
}
