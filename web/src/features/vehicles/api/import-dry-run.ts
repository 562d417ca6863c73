import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { vehicleApi, type VehicleImportBody } from '@domain/api/vehicle-endpoints';
import { useApiClient } from '@/lib/api-client';

/**
 * What the import would do (POST /api/vehicles/import/dry-run, issue #27 item 1), asked again
 * whenever the mapping changes; the last answer stays shown while the next one comes.
 */
export function useImportDryRun(fileKey: string, body: VehicleImportBody | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['import-dry-run', fileKey, body?.mapping?.fields, body?.stockNumberFromVin],
    queryFn: ({ signal }) => client.call(vehicleApi.importDryRun, { body: body!, signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
