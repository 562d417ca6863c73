import { useMutation, useQueryClient } from '@tanstack/react-query';
import { demoApi } from '@domain/api/demo-endpoints';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/dev/clear-demo-vehicles: removes every vehicle (after a password check). */
export function useClearVehicles() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.call(demoApi.clearVehicles, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.vehicles.all }),
  });
}
