import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importResultSchema, type VehicleImportRow } from '@domain/api/vehicles';
import { apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/vehicles/import: every parsed row in one call (one transaction). */
export function importVehicles(rows: VehicleImportRow[]) {
  return apiRequest('/api/vehicles/import', {
    method: 'POST',
    body: { rows },
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
