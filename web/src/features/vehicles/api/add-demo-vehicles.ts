import { useMutation, useQueryClient } from '@tanstack/react-query';
import { demoApi } from '@domain/api/demo-endpoints';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/dev/add-demo-vehicles: adds the 18 demo vehicles. */
export function useAddDemoVehicles() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.call(demoApi.addDemoVehicles, { body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.vehicles.all }),
  });
}
