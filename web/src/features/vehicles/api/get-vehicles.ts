import { queryOptions, useQuery } from '@tanstack/react-query';
import { vehicleApi } from '@domain/api/vehicle-endpoints';
import { AUTO_REFRESH_INTERVAL_MS } from '@domain/constants';
import { useApiClient, type ApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useVehicleWorkspace } from '../hooks/vehicle-workspace';

/** GET /api/vehicles: every vehicle of the dealership, sold ones included. */
export function vehiclesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.vehicles.list(),
    queryFn: ({ signal }) => client.call(vehicleApi.list, { query: {}, signal }),
  });
}

/** The vehicle list; refetched every 30 s while auto-refresh is on (live updates do the rest). */
export function useVehicles() {
  const client = useApiClient();
  const { autoRefresh } = useVehicleWorkspace();
  return useQuery({
    ...vehiclesQueryOptions(client),
    refetchInterval: autoRefresh ? AUTO_REFRESH_INTERVAL_MS : false,
  });
}
