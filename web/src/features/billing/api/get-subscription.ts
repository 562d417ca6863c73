import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingApi } from '@domain/api/billing-endpoints';
import { callOrNull, useApiClient, type ApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/billing: the admin's view of the subscription; null when nobody is signed in on
 * this host (a stranger opening /billing/complete learns nothing).
 */
export function subscriptionQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.billing.subscription,
    queryFn: ({ signal }) => callOrNull(client, billingApi.subscription, { signal }),
    retry: false,
  });
}

export function useSubscription() {
  return useQuery(subscriptionQueryOptions(useApiClient()));
}
