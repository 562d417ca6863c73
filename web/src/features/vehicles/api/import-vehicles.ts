import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehicleApi, type VehicleImportBody } from '@domain/api/vehicle-endpoints';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface ImportCall {
  body: VehicleImportBody;
  /** The upload's real progress (bytes sent of all). */
  onUploadProgress?: (sent: number, total: number) => void;
}

/**
 * POST /api/vehicles/import: every row of the file in one call (one transaction), with the
 * file's columns so that vehicles already on the lot keep what the file does not mention.
 */
export function useImportVehicles() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, onUploadProgress }: ImportCall) =>
      client.call(vehicleApi.import, { body, onUploadProgress }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.vehicles.all }),
  });
}
