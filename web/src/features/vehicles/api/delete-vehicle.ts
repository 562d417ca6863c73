import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { useVehicleWorkspace } from '../source/vehicle-workspace';

/** DELETE /api/vehicles/:id. */
export async function deleteVehicle(id: string): Promise<void> {
  await apiRequest(`/api/vehicles/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteVehicle() {
  const { source } = useVehicleWorkspace();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => source.deleteVehicle(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.vehicles.all }),
  });
}
