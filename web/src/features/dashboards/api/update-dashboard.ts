import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardApi } from '@domain/api/dashboard-endpoints';
import type { DashboardPatch } from '@domain/api/dashboards';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PATCH /api/dashboards/:id with the fields that change (the editor sends name and widgets). */
export function useUpdateDashboard() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: DashboardPatch }) =>
      client.call(dashboardApi.update, { params: { id }, body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.dashboards.all }),
  });
}
