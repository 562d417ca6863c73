import { useQuery } from '@tanstack/react-query';
import { platformApi } from '@domain/api/platform-endpoints';
import { useApiClient } from '@/lib/api-client';
import { superAdminKeys } from './super-admin-keys';

/** GET /api/super-admin/dealerships/:id/notification-settings. */
export function useNotificationSettings(dealershipId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: superAdminKeys.notificationSettings(dealershipId),
    queryFn: ({ signal }) =>
      client.call(platformApi.notificationSettings, { params: { id: dealershipId }, signal }),
  });
}
