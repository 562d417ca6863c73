import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardApi } from '@domain/api/dashboard-endpoints';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/dashboards/:id. */
export function useDeleteDashboard() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.call(dashboardApi.remove, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.dashboards.all }),
  });
}
