import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/dashboards/:id. */
export async function deleteDashboard(id: string): Promise<void> {
  await apiRequest(`/api/dashboards/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDashboard,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.dashboards.all }),
  });
}
