import { queryOptions, useQuery } from '@tanstack/react-query';
import { dealershipSummaryListSchema } from '@domain/api/super-admin';
import { apiRequest } from '@/lib/api';
import { superAdminKeys } from './super-admin-keys';

/** GET /api/super-admin/dealerships. */
export function getDealerships(signal?: AbortSignal) {
  return apiRequest('/api/super-admin/dealerships', {
    schema: dealershipSummaryListSchema,
    signal,
  });
}

export const dealershipsQuery = queryOptions({
  queryKey: superAdminKeys.dealerships,
  queryFn: ({ signal }) => getDealerships(signal),
});

export function useDealerships() {
  return useQuery(dealershipsQuery);
}
