import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importResultSchema, type VehicleImport } from '@domain/api/vehicles';
import { apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/vehicles/import: every parsed row in one call (one transaction), with the file's
 * columns so that vehicles already on the lot keep what the file does not mention.
 */
export function importVehicles(body: VehicleImport) {
  return apiRequest('/api/vehicles/import', {
    method: 'POST',
    body,
    schema: importResultSchema,
  });
}

export function useImportVehicles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importVehicles,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.vehicles.all }),
  });
}
