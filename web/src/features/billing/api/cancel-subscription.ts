import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingApi } from '@domain/api/billing-endpoints';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/billing/cancel {reason}: effective at the end of the paid period. */
export function useCancelSubscription() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => client.call(billingApi.cancel, { body: { reason } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.billing.subscription, answer);
      return queryClient.invalidateQueries({ queryKey: queryKeys.billing.status });
    },
  });
}
