import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/dev/clear-demo-vehicles: removes every vehicle (after a password check). */
export async function clearDemoVehicles(): Promise<void> {
  await apiRequest('/api/dev/clear-demo-vehicles', { method: 'DELETE' });
}

export function useClearDemoVehicles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearDemoVehicles,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.vehicles.all }),
  });
}
