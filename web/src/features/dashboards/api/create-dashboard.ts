import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardApi } from '@domain/api/dashboard-endpoints';
import type { DashboardInput } from '@domain/api/dashboards';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/dashboards. */
export function useCreateDashboard() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DashboardInput) => client.call(dashboardApi.create, { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.dashboards.all }),
  });
}
