import { queryOptions, useQuery } from '@tanstack/react-query';
import { vehicleListSchema } from '@domain/api/vehicles';
import { AUTO_REFRESH_INTERVAL_MS } from '@domain/constants';
import { apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { VehicleSource } from '../source/vehicle-source';
import { useVehicleWorkspace } from '../source/vehicle-workspace';

/** GET /api/vehicles: every vehicle of the dealership, sold ones included. */
export function getVehicles(signal?: AbortSignal) {
  return apiRequest('/api/vehicles', { schema: vehicleListSchema, signal });
}

export function vehiclesQueryOptions(source: VehicleSource) {
  return queryOptions({
    queryKey: queryKeys.vehicles.list(),
    queryFn: ({ signal }) => source.listVehicles(signal),
  });
}

/** The vehicle list; refetched every 30 s while auto-refresh is on (live updates do the rest). */
export function useVehicles() {
  const { source, autoRefresh } = useVehicleWorkspace();
  return useQuery({
    ...vehiclesQueryOptions(source),
    refetchInterval: autoRefresh && source.kind === 'server' ? AUTO_REFRESH_INTERVAL_MS : false,
  });
}
