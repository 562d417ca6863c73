import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehicleApi } from '@domain/api/vehicle-endpoints';
import type { VehicleCreateInput } from '@domain/api/vehicles';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/vehicles. */
export function useCreateVehicle() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VehicleCreateInput) => client.call(vehicleApi.create, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.vehicles.all }),
  });
}
