import { useQuery } from '@tanstack/react-query';
import { vehicleApi } from '@domain/api/vehicle-endpoints';
import { useApiClient } from '@/lib/api-client';

/**
 * A vehicle's stays in its steps, oldest first (GET /api/vehicles/{id}/steps, issue #26).
 * Keyed by the car's version (not under the vehicle lists' keys, which hold arrays), so any
 * change of the car, live or its own, reads them again.
 */
export function useVehicleStays(vehicleId: string, version: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['vehicle-stays', vehicleId, version],
    queryFn: ({ signal }) => client.call(vehicleApi.steps, { params: { id: vehicleId }, signal }),
    retry: false,
  });
}
