import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardApi } from '@domain/api/dashboard-endpoints';
import { useApiClient, type ApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { BUILT_IN_DASHBOARDS } from '@/features/dashboards/model/dashboard-widgets';

/** GET /api/dashboards/:id (built-in boards need no request). */
export function dashboardQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: queryKeys.dashboards.detail(id),
    queryFn: ({ signal }) =>
      BUILT_IN_DASHBOARDS[id] ?? client.call(dashboardApi.get, { params: { id }, signal }),
  });
}

export function useDashboard(id: string) {
  return useQuery(dashboardQueryOptions(useApiClient(), id));
}
