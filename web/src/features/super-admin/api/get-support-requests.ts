import { useQuery } from '@tanstack/react-query';
import { platformApi } from '@domain/api/platform-endpoints';
import { useApiClient } from '@/lib/api-client';
import { superAdminKeys } from './super-admin-keys';

/** GET /api/super-admin/support-requests: priority support first, then newest. */
export function useSupportRequests() {
  const client = useApiClient();
  return useQuery({
    queryKey: superAdminKeys.supportRequests,
    queryFn: ({ signal }) => client.call(platformApi.supportRequests, { signal }),
  });
}
