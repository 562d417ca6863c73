import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehicleApi } from '@domain/api/vehicle-endpoints';
import type { VehicleBatch } from '@domain/api/vehicles';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/vehicles/batch: move, star or mark sold many vehicles at once. */
export function useBatchVehicles() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VehicleBatch) => client.call(vehicleApi.batch, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.vehicles.all }),
  });
}
