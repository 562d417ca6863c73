import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdDealershipSchema, type CreateDealership } from '@domain/api/super-admin';
import { apiRequest } from '@/lib/api';
import { superAdminKeys } from './super-admin-keys';

/** POST /api/super-admin/dealerships {name, slug, admin}. */
export function createDealership(input: CreateDealership) {
  return apiRequest('/api/super-admin/dealerships', {
    method: 'POST',
    body: input,
    schema: createdDealershipSchema,
  });
}

export function useCreateDealership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDealership,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: superAdminKeys.dealerships }),
  });
}
