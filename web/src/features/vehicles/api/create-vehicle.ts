import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehicleApi } from '@domain/api/vehicle-endpoints';
import type { VehicleCreateInput } from '@domain/api/vehicles';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { putVehicleInLists } from '@/lib/vehicle-list-cache';

/** POST /api/vehicles; the answer goes into the cached lists (no list is downloaded again). */
export function useCreateVehicle() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VehicleCreateInput) => client.call(vehicleApi.create, { body }),
    onSuccess: (vehicle) => putVehicleInLists(queryClient, vehicle),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.vehicles.all }),
  });
}
