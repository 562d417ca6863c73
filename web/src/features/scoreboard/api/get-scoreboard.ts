import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { scoreboardApi } from '@domain/api/scoreboard-endpoints';
import { useApiClient, type ApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/scoreboard for a period of the dealership's days (both included). */
export function scoreboardQueryOptions(client: ApiClient, period: { from: string; to: string }) {
  return queryOptions({
    queryKey: queryKeys.scoreboard(period),
    queryFn: ({ signal }) => client.call(scoreboardApi.get, { query: period, signal }),
  });
}

/** The scoreboard of the period; the last one stays on screen while another loads. */
export function useScoreboard(period: { from: string; to: string } | null) {
  const client = useApiClient();
  return useQuery({
    ...scoreboardQueryOptions(client, period ?? { from: '', to: '' }),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
}
