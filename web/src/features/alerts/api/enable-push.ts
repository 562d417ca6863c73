import { useMutation } from '@tanstack/react-query';
import { alertApi } from '@domain/api/alert-endpoints';
import { pushSubscriptionInputSchema } from '@domain/api/alerts';
import { useApiClient } from '@/lib/api-client';

/** Whether this browser can receive web push at all (iPhones: from the home screen only). */
export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/**
 * Turns on push on this device: the service worker (web/public/sw.js), the browser's
 * permission, a subscription to the server's VAPID key, sent to POST /api/push/subscriptions.
 */
export function useEnablePush() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async () => {
      if (!pushSupported()) throw new Error('This browser cannot receive notifications.');
      if ((await Notification.requestPermission()) !== 'granted') {
        throw new Error('Notifications are blocked for this site in the browser settings.');
      }
      const registration = await navigator.serviceWorker.register('/sw.js');
      await navigator.serviceWorker.ready;
      const { publicKey } = await client.call(alertApi.vapidKey, {});
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: publicKey,
      });
      const body = pushSubscriptionInputSchema.parse(subscription.toJSON());
      return client.call(alertApi.subscribe, { body });
    },
  });
}
