import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertApi } from '@domain/api/alert-endpoints';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/alerts/{id}/acknowledge: "I'm on it" (opening an alert does it too). */
export function useAcknowledgeAlert() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.call(alertApi.acknowledge, { params: { id }, body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.alerts.all }),
  });
}
