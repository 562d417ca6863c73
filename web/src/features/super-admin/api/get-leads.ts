import { useQuery } from '@tanstack/react-query';
import { platformApi } from '@domain/api/platform-endpoints';
import { useApiClient } from '@/lib/api-client';
import { superAdminKeys } from './super-admin-keys';

/** GET /api/super-admin/leads. */
export function useLeads() {
  const client = useApiClient();
  return useQuery({
    queryKey: superAdminKeys.leads,
    queryFn: ({ signal }) => client.call(platformApi.leads, { query: {}, signal }),
  });
}
