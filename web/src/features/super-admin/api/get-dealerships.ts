import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { dealershipSummarySchema, listOf } from './schemas';
import { superAdminKeys } from './super-admin-keys';

/** GET /api/super-admin/dealerships. */
export function getDealerships(signal?: AbortSignal) {
  return apiRequest('/api/super-admin/dealerships', {
    schema: listOf(dealershipSummarySchema, 'dealerships'),
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
