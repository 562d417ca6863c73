import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alertApi } from '@domain/api/alert-endpoints';
import type { OnCallSchedule } from '@domain/alerts/on-call';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/on-call: the manager on call by weekday and by date (managers and admins). */
export function useOnCall(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.alerts.onCall,
    queryFn: ({ signal }) => client.call(alertApi.onCall, { signal }),
    enabled,
  });
}

/** PUT /api/on-call. */
export function useSaveOnCall() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OnCallSchedule) => client.call(alertApi.saveOnCall, { body }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.alerts.onCall, saved),
  });
}
