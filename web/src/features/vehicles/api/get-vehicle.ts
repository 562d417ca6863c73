import { useQuery } from '@tanstack/react-query';
import { vehicleApi } from '@domain/api/vehicle-endpoints';
import type { Vehicle } from '@domain/api/vehicles';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useVehicles } from './get-vehicles';

/**
 * One vehicle for its record: as the vehicle list holds it (live and optimistic), else read on
 * its own (GET /api/vehicles/:id) — a list may not hold every vehicle.
 */
export function useVehicle(id: string): {
  vehicle: Vehicle | undefined;
  isLoading: boolean;
  error: Error | null;
} {
  const client = useApiClient();
  const listed = useVehicles().data?.find((v) => v.id === id);
  const read = useQuery({
    queryKey: queryKeys.vehicleRecord(id),
    queryFn: ({ signal }) => client.call(vehicleApi.get, { params: { id }, signal }),
    enabled: !listed,
  });
  return {
    vehicle: listed ?? read.data,
    isLoading: !listed && read.isLoading,
    error: listed ? null : read.error,
  };
}
