import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingApi } from '@domain/api/billing-endpoints';
import { useApiClient, type ApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/billing/status: whether changes are possible, and the trial's days left. */
export function billingStatusQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.billing.status,
    queryFn: ({ signal }) => client.call(billingApi.status, { signal }),
  });
}

export function useBillingStatus() {
  return useQuery(billingStatusQueryOptions(useApiClient()));
}
