import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationSettingsSchema, type NotificationSettings } from '@domain/api/super-admin';
import { apiRequest } from '@/lib/api';
import { notificationSettingsPath } from './get-notification-settings';
import { superAdminKeys } from './super-admin-keys';

/** PUT /api/super-admin/dealerships/:id/notification-settings with the whole settings. */
export function updateNotificationSettings(dealershipId: string, settings: NotificationSettings) {
  return apiRequest(notificationSettingsPath(dealershipId), {
    method: 'PUT',
    body: settings,
    schema: notificationSettingsSchema,
  });
}

export function useUpdateNotificationSettings(dealershipId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      updateNotificationSettings(dealershipId, settings),
    onSuccess: (saved) =>
      queryClient.setQueryData(superAdminKeys.notificationSettings(dealershipId), saved),
  });
}
