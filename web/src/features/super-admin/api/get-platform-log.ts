import { useQuery } from '@tanstack/react-query';
import { platformApi } from '@domain/api/platform-endpoints';
import { useApiClient } from '@/lib/api-client';
import { superAdminKeys } from './super-admin-keys';

/** GET /api/super-admin/platform-log: trial, payment, grace and cancel actions, newest first. */
export function usePlatformLog() {
  const client = useApiClient();
  return useQuery({
    queryKey: superAdminKeys.platformLog,
    queryFn: ({ signal }) => client.call(platformApi.platformLog, { signal }),
  });
}
