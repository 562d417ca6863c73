import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanChoice } from '@domain/api/billing';
import { billingApi } from '@domain/api/billing-endpoints';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/billing/plan: a card choice answers Stripe Checkout's address, an invoice none. */
export function useChoosePlan() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: PlanChoice) => client.call(billingApi.choosePlan, { body: choice }),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.billing.subscription, answer.subscription);
      return queryClient.invalidateQueries({ queryKey: queryKeys.billing.status });
    },
  });
}
