import { useQuery } from '@tanstack/react-query';
import { alertApi } from '@domain/api/alert-endpoints';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/alert-channels: whether this server can text (an SMS provider is configured). */
export function useAlertChannelOptions(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.alerts.channelOptions,
    queryFn: ({ signal }) => client.call(alertApi.channelOptions, { signal }),
    enabled,
    // The provider is the server's configuration: it changes with a restart, not a session.
    staleTime: Infinity,
  });
}
