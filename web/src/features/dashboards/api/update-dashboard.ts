import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardSchema, type DashboardPatch } from '@domain/api/dashboards';
import { apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** PATCH /api/dashboards/:id with the fields that change (the editor sends name and widgets). */
export function updateDashboard(id: string, input: DashboardPatch) {
  return apiRequest(`/api/dashboards/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
    schema: dashboardSchema,
  });
}

export function useUpdateDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: DashboardPatch }) =>
      updateDashboard(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.dashboards.all }),
  });
}
