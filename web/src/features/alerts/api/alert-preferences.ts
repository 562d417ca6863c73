import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alertApi } from '@domain/api/alert-endpoints';
import type { AlertPreferences } from '@domain/alerts/alert-preferences';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/alert-preferences: my channels, mobile number, quiet hours and morning list. */
export function useAlertPreferences(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.alerts.preferences,
    queryFn: ({ signal }) => client.call(alertApi.preferences, { signal }),
    enabled,
  });
}

/** PUT /api/alert-preferences. */
export function useSaveAlertPreferences() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertPreferences) => client.call(alertApi.savePreferences, { body }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.alerts.preferences, saved),
  });
}
