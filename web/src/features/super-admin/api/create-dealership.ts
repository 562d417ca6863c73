import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { CreateDealershipInput } from './schemas';
import { superAdminKeys } from './super-admin-keys';

/** POST /api/super-admin/dealerships {name, slug, admin}. */
export function createDealership(input: CreateDealershipInput): Promise<unknown> {
  return apiRequest('/api/super-admin/dealerships', { method: 'POST', body: input });
}

export function useCreateDealership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDealership,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: superAdminKeys.dealerships }),
  });
}
