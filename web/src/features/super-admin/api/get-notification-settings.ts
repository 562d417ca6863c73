import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationSettingsSchema } from '@domain/api/super-admin';
import { apiRequest } from '@/lib/api';
import { superAdminKeys } from './super-admin-keys';

export function notificationSettingsPath(dealershipId: string) {
  return `/api/super-admin/dealerships/${encodeURIComponent(dealershipId)}/notification-settings`;
}

/** GET /api/super-admin/dealerships/:id/notification-settings. */
export function getNotificationSettings(dealershipId: string, signal?: AbortSignal) {
  return apiRequest(notificationSettingsPath(dealershipId), {
    schema: notificationSettingsSchema,
    signal,
  });
}

export function notificationSettingsQuery(dealershipId: string) {
  return queryOptions({
    queryKey: superAdminKeys.notificationSettings(dealershipId),
    queryFn: ({ signal }) => getNotificationSettings(dealershipId, signal),
  });
}

export function useNotificationSettings(dealershipId: string) {
  return useQuery(notificationSettingsQuery(dealershipId));
}
