import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import {
  dashboardSchema,
  type DashboardInput,
} from '@/features/dashboards/model/dashboard-contract';

/** PATCH /api/dashboards/:id. */
export function updateDashboard(id: string, input: DashboardInput) {
  return apiRequest(`/api/dashboards/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
    schema: dashboardSchema,
  });
}

export function useUpdateDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: DashboardInput }) =>
      updateDashboard(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.dashboards.all }),
  });
}
