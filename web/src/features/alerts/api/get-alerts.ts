import { useQuery } from '@tanstack/react-query';
import { alertApi } from '@domain/api/alert-endpoints';
import { useApiClient } from '@/lib/api-client';
import { useLiveStreamConnected } from '@/lib/live-stream-state';
import { queryKeys } from '@/lib/query-keys';

/**
 * While the live stream is down the bell asks again this often; while it is up, the stream's
 * 'alerts' event (sent to this person only) refreshes it the moment an alert is raised or taken.
 */
const BELL_FALLBACK_REFRESH_MS = 60_000;

/** GET /api/alerts/unread: the bell's count. */
export function useUnreadAlerts() {
  const client = useApiClient();
  const streamConnected = useLiveStreamConnected();
  return useQuery({
    queryKey: queryKeys.alerts.unread,
    queryFn: ({ signal }) => client.call(alertApi.unread, { signal }),
    refetchInterval: streamConnected ? false : BELL_FALLBACK_REFRESH_MS,
  });
}

/** GET /api/alerts: my newest alerts, while the list is open. */
export function useMyAlerts(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.alerts.mine,
    queryFn: ({ signal }) => client.call(alertApi.list, { signal }),
    enabled,
  });
}
