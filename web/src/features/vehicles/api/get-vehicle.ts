import { useCallback, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { vehicleApi } from '@domain/api/vehicle-endpoints';
import type { Vehicle } from '@domain/api/vehicles';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The vehicle as a cached list holds it (the whole lot, a board's, a search's), if any does. */
function listedVehicle(queryClient: QueryClient, id: string): Vehicle | undefined {
  for (const [, list] of queryClient.getQueriesData<Vehicle[]>({
    queryKey: queryKeys.vehicles.all,
  })) {
    const found = Array.isArray(list) ? list.find((v) => v.id === id) : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * One vehicle for its record: as a cached vehicle list holds it (live and optimistic), else
 * read on its own (GET /api/vehicles/:id) — no list is loaded for it, and a list may not hold
 * every vehicle (a board holds its workflow only).
 */
export function useVehicle(id: string): {
  vehicle: Vehicle | undefined;
  isLoading: boolean;
  error: Error | null;
} {
  const client = useApiClient();
  const queryClient = useQueryClient();
  // Only the vehicle lists' events: a section of the record building its own query (work,
  // stays) notifies the cache while it renders, which must not touch this component.
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryKey[0] === queryKeys.vehicles.all[0]) onChange();
      }),
    [queryClient],
  );
  const listed = useSyncExternalStore(subscribe, () => listedVehicle(queryClient, id));
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
