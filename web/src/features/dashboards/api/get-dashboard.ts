import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardSchema } from '@domain/api/dashboards';
import { apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { BUILT_IN_DASHBOARDS } from '@/features/dashboards/model/dashboard-widgets';

/** GET /api/dashboards/:id (built-in boards need no request). */
export function getDashboard(id: string, signal?: AbortSignal) {
  const builtIn = BUILT_IN_DASHBOARDS[id];
  if (builtIn) return Promise.resolve(builtIn);
  return apiRequest(`/api/dashboards/${encodeURIComponent(id)}`, {
    schema: dashboardSchema,
    signal,
  });
}

export function dashboardQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.dashboards.detail(id),
    queryFn: ({ signal }) => getDashboard(id, signal),
  });
}

export function useDashboard(id: string) {
  return useQuery(dashboardQueryOptions(id));
}
