import { queryOptions } from '@tanstack/react-query';
import { vehicleApi } from '@domain/api/vehicle-endpoints';
import type { ApiClient } from '@/lib/api-client';

/**
 * The dealership's remembered import mappings (GET /api/vehicles/import/mappings, issue #27
 * item 1): a file with the same headers starts from the mapping used last time.
 */
export function importMappingsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: ['import-mappings'],
    queryFn: ({ signal }) => client.call(vehicleApi.importMappings, { signal }),
    staleTime: 60_000,
  });
}
