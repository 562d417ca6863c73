import { notificationSettingsSchema, type NotificationSettings } from '@domain/api/super-admin';

/** The super-admin contract lives in domain/api/super-admin.ts (shared with the web). */
export * from '@domain/api/super-admin';

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  recipients: [],
  events: { makeReadyOverdue: false, serviceCritical: false },
  dailyDigestHour: null,
};

/** A stored document, repaired: anything invalid reads as the defaults. */
export function toNotificationSettings(stored: unknown): NotificationSettings {
  const parsed = notificationSettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : structuredClone(DEFAULT_NOTIFICATION_SETTINGS);
}
