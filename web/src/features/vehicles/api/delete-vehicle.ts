import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehicleApi } from '@domain/api/vehicle-endpoints';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/vehicles/:id. */
export function useDeleteVehicle() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.call(vehicleApi.remove, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.vehicles.all }),
  });
}
