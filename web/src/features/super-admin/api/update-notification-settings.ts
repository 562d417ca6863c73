import { useMutation, useQueryClient } from '@tanstack/react-query';
import { platformApi } from '@domain/api/platform-endpoints';
import type { NotificationSettings } from '@domain/api/super-admin';
import { useApiClient } from '@/lib/api-client';
import { superAdminKeys } from './super-admin-keys';

/** PUT /api/super-admin/dealerships/:id/notification-settings with the whole settings. */
export function useUpdateNotificationSettings(dealershipId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      client.call(platformApi.saveNotificationSettings, {
        params: { id: dealershipId },
        body: settings,
      }),
    onSuccess: (saved) =>
      queryClient.setQueryData(superAdminKeys.notificationSettings(dealershipId), saved),
  });
}
