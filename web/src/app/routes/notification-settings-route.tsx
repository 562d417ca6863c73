import { NotificationSettingsPage } from '@/features/super-admin/components/notification-settings-page';

export function NotificationSettingsRoute() {
  return <NotificationSettingsPage />;
}
