import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { platformApi } from '@domain/api/platform-endpoints';
import { useApiClient } from '@/lib/api-client';
import { superAdminKeys } from './super-admin-keys';

/** POST …/extend-trial {days}: more trial days (from today if it has ended). */
export function useExtendTrial() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; days: number }) =>
      client.call(platformApi.extendTrial, {
        params: { id: input.id },
        body: { days: input.days },
      }),
    onSuccess: () => invalidateAfterChange(queryClient),
  });
}

/** POST …/end-trial: the trial ends now; the dealership is read-only until a plan is paid. */
export function useEndTrial() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.call(platformApi.endTrial, { params: { id } }),
    onSuccess: () => invalidateAfterChange(queryClient),
  });
}

/** POST …/mark-paid {amount, reference}: the payment received, one more billing period. */
export function useMarkPaid() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; amount: number; reference: string }) =>
      client.call(platformApi.markPaid, {
        params: { id: input.id },
        body: { amount: input.amount, reference: input.reference },
      }),
    onSuccess: () => invalidateAfterChange(queryClient),
  });
}

/** PUT …/grace-days {days}: full access this long after a paid period ends unpaid. */
export function useSetGraceDays() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; days: number }) =>
      client.call(platformApi.setGraceDays, {
        params: { id: input.id },
        body: { days: input.days },
      }),
    onSuccess: () => invalidateAfterChange(queryClient),
  });
}

/** A subscription action changes the dealership's row and writes a line of the platform log. */
function invalidateAfterChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: superAdminKeys.dealerships }),
    queryClient.invalidateQueries({ queryKey: superAdminKeys.platformLog }),
  ]);
}
