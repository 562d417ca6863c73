import { useMutation, useQueryClient } from '@tanstack/react-query';
import { platformApi } from '@domain/api/platform-endpoints';
import type { CreateDealership } from '@domain/api/super-admin';
import { useApiClient } from '@/lib/api-client';
import { superAdminKeys } from './super-admin-keys';

/** POST /api/super-admin/dealerships {name, slug, admin}. */
export function useCreateDealership() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDealership) =>
      client.call(platformApi.createDealership, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: superAdminKeys.dealerships }),
  });
}
