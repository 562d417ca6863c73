import { queryOptions, useQuery } from '@tanstack/react-query';
import { leadListSchema } from '@domain/api/leads';
import { apiRequest } from '@/lib/api';
import { superAdminKeys } from './super-admin-keys';

/** GET /api/super-admin/leads. */
export function getLeads(signal?: AbortSignal) {
  return apiRequest('/api/super-admin/leads', {
    schema: leadListSchema,
    signal,
  });
}

export const leadsQuery = queryOptions({
  queryKey: superAdminKeys.leads,
  queryFn: ({ signal }) => getLeads(signal),
});

export function useLeads() {
  return useQuery(leadsQuery);
}
