import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehicleBatchResultSchema, type VehicleBatch } from '@domain/api/vehicles';
import { apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { useVehicleWorkspace } from '../source/vehicle-workspace';

/** POST /api/vehicles/batch: move, star or mark sold many vehicles at once. */
export function batchVehicles(input: VehicleBatch) {
  return apiRequest('/api/vehicles/batch', {
    method: 'POST',
    body: input,
    schema: vehicleBatchResultSchema,
  });
}

export function useBatchVehicles() {
  const { source } = useVehicleWorkspace();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VehicleBatch) => source.batchVehicles(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.vehicles.all }),
  });
}
