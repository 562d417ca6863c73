import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardSchema, type DashboardInput } from '@domain/api/dashboards';
import { apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/dashboards. */
export function createDashboard(input: DashboardInput) {
  return apiRequest('/api/dashboards', { method: 'POST', body: input, schema: dashboardSchema });
}

export function useCreateDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDashboard,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.dashboards.all }),
  });
}
