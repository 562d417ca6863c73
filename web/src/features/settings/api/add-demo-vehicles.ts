import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/dev/add-demo-vehicles: adds the 18 demo vehicles. */
export async function addDemoVehicles(): Promise<void> {
  await apiRequest('/api/dev/add-demo-vehicles', { method: 'POST', body: {} });
}

export function useAddDemoVehicles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDemoVehicles,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.vehicles.all }),
  });
}
