import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alertApi } from '@domain/api/alert-endpoints';
import type { StepAlertRule } from '@domain/alerts/alert-rules';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/alert-rules: each step with who is told about its cars (managers and admins). */
export function useAlertRules(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.alerts.rules,
    queryFn: ({ signal }) => client.call(alertApi.rules, { signal }),
    enabled,
  });
}

/** PUT /api/alert-rules/{stepId}: one step's rule; the answer is every step's. */
export function useSaveAlertRule() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stepId, rule }: { stepId: string; rule: StepAlertRule }) =>
      client.call(alertApi.saveRule, { params: { stepId }, body: rule }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.alerts.rules, saved),
  });
}
