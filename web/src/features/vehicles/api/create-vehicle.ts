import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehicleSchema, type VehicleCreateInput } from '@domain/api/vehicles';
import { apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { useVehicleWorkspace } from '../source/vehicle-workspace';

/** POST /api/vehicles. */
export function createVehicle(input: VehicleCreateInput) {
  return apiRequest('/api/vehicles', { method: 'POST', body: input, schema: vehicleSchema });
}

export function useCreateVehicle() {
  const { source } = useVehicleWorkspace();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VehicleCreateInput) => source.createVehicle(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.vehicles.all }),
  });
}
