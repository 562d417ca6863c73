import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardListSchema } from '@domain/api/dashboards';
import { apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/dashboards. */
export function getDashboards(signal?: AbortSignal) {
  return apiRequest('/api/dashboards', { schema: dashboardListSchema, signal });
}

export function dashboardsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.dashboards.all,
    queryFn: ({ signal }) => getDashboards(signal),
  });
}

export function useDashboards() {
  return useQuery(dashboardsQueryOptions());
}
