import { useQuery } from '@tanstack/react-query';
import { platformApi } from '@domain/api/platform-endpoints';
import { useApiClient } from '@/lib/api-client';
import { superAdminKeys } from './super-admin-keys';

/** GET /api/super-admin/dealerships: counts, trial and subscription of each. */
export function useDealerships() {
  const client = useApiClient();
  return useQuery({
    queryKey: superAdminKeys.dealerships,
    queryFn: ({ signal }) => client.call(platformApi.dealerships, { signal }),
  });
}
