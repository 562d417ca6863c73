import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@domain/api/dashboards';
import { dashboardApi } from '@domain/api/dashboard-endpoints';
import { DEFAULT_DEALERSHIP_CONFIG } from '@domain/dealership-config';
import { useApiClient, type ApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import {
  builtInDashboard,
  type WidgetWorkflowSettings,
} from '@/features/dashboards/model/dashboard-widgets';

/** GET /api/dashboards/:id (built-in boards need no request). */
export function dashboardQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: queryKeys.dashboards.detail(id),
    queryFn: ({ signal }) =>
      builtInDashboard(id, DEFAULT_DEALERSHIP_CONFIG.workflows) ??
      client.call(dashboardApi.get, { params: { id }, signal }),
  });
}

/** One dashboard; a built-in board is titled by its workflow's configured name. */
export function useDashboard(id: string, workflows: WidgetWorkflowSettings) {
  const select = useCallback(
    (dashboard: Dashboard) => builtInDashboard(dashboard.id, workflows) ?? dashboard,
    [workflows],
  );
  return useQuery({ ...dashboardQueryOptions(useApiClient(), id), select });
}
