import { queryOptions, useQuery } from '@tanstack/react-query';
import { vehicleApi } from '@domain/api/vehicle-endpoints';
import { AUTO_REFRESH_INTERVAL_MS } from '@domain/constants';
import { useApiClient, type ApiClient } from '@/lib/api-client';
import { useLiveStreamConnected } from '@/lib/live-stream-state';
import { queryKeys } from '@/lib/query-keys';
import { useVehicleWorkspace } from '../hooks/vehicle-workspace';

/** GET /api/vehicles: every vehicle of the dealership, sold ones included. */
export function vehiclesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.vehicles.list(),
    queryFn: ({ signal }) => client.call(vehicleApi.list, { query: {}, signal }),
  });
}

/**
 * The vehicle list, kept current by live updates; refetched every 30 s while auto-refresh is on
 * and the live stream is not connected (with it, a refetch brings nothing new).
 */
export function useVehicles() {
  const client = useApiClient();
  const { autoRefresh } = useVehicleWorkspace();
  const streamConnected = useLiveStreamConnected();
  return useQuery({
    ...vehiclesQueryOptions(client),
    refetchInterval: autoRefresh && !streamConnected ? AUTO_REFRESH_INTERVAL_MS : false,
  });
}
