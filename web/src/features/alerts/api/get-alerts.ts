import { useQuery } from '@tanstack/react-query';
import { alertApi } from '@domain/api/alert-endpoints';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The bell asks again this often: alerts are raised by the server's scheduler, not by a write. */
const BELL_REFRESH_MS = 30_000;

/** GET /api/alerts/unread: the bell's count. */
export function useUnreadAlerts() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.alerts.unread,
    queryFn: ({ signal }) => client.call(alertApi.unread, { signal }),
    refetchInterval: BELL_REFRESH_MS,
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
