import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataExportApi } from '@domain/api/data-export-endpoints';
import { useApiClient } from '@/lib/api-client';
import { superAdminKeys } from './super-admin-keys';

/** Deletes a dealership and everything it owns, confirmed by its name typed. */
export function useDeleteDealership() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; confirmName: string }) =>
      client.call(dataExportApi.superAdminDelete, {
        params: { id: input.id },
        body: { confirmName: input.confirmName },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: superAdminKeys.dealerships }),
  });
}
