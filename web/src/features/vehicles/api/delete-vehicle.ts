import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehicleApi } from '@domain/api/vehicle-endpoints';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { removeVehicleFromLists } from '@/lib/vehicle-list-cache';

/** DELETE /api/vehicles/:id; the vehicle leaves the cached lists (none is downloaded again). */
export function useDeleteVehicle() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.call(vehicleApi.remove, { params: { id } }),
    onSuccess: (_ok, id) => removeVehicleFromLists(queryClient, id),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.vehicles.all }),
  });
}
