import { NotificationSettingsPage } from '@/features/super-admin/components/notification-settings-page';
import { usePageMeta } from '@/lib/page-meta';
import { APP_PAGE_META } from './page-meta-table';

export function NotificationSettingsRoute() {
  usePageMeta(APP_PAGE_META.notificationSettings);
  return <NotificationSettingsPage />;
}
