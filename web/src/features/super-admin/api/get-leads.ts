import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { leadRecordSchema, listOf } from './schemas';
import { superAdminKeys } from './super-admin-keys';

/** GET /api/super-admin/leads. */
export function getLeads(signal?: AbortSignal) {
  return apiRequest('/api/super-admin/leads', {
    schema: listOf(leadRecordSchema, 'leads'),
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
