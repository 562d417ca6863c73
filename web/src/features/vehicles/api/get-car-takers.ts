import { useQuery } from '@tanstack/react-query';
import { alertApi } from '@domain/api/alert-endpoints';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/alerts/on-it: who took a car in its current step ("On it: Sam", issue #32). */
export function useCarTaker(vehicleId: string) {
  const client = useApiClient();
  const takers = useQuery({
    queryKey: queryKeys.alerts.takers,
    queryFn: ({ signal }) => client.call(alertApi.takers, { signal }),
    staleTime: 30_000,
  });
  return takers.data?.cars.find((car) => car.vehicleId === vehicleId) ?? null;
}
