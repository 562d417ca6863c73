import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { scoreboardApi } from '@domain/api/scoreboard-endpoints';
import { useApiClient, type ApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/scoreboard for a period of the dealership's days (both included). The default
 * period is asked for without its dates, as the app's entry asks for it before the dealership's
 * zone is known (app/early-requests, decision 0136): the server resolves the same last 4 weeks,
 * and the answer is the early one. Should the server's day differ from the page's (a page left
 * open over midnight, a clock off), the period is asked for by its dates after all.
 */
export function scoreboardQueryOptions(
  client: ApiClient,
  period: { from: string; to: string },
  isDefaultPeriod = false,
) {
  return queryOptions({
    queryKey: queryKeys.scoreboard(period),
    queryFn: async ({ signal }) => {
      if (isDefaultPeriod) {
        const board = await client.call(scoreboardApi.get, { query: {}, signal });
        if (board.period.from === period.from && board.period.to === period.to) return board;
      }
      return client.call(scoreboardApi.get, { query: period, signal });
    },
  });
}

/** The scoreboard of the period; the last one stays on screen while another loads. */
export function useScoreboard(
  period: { from: string; to: string } | null,
  isDefaultPeriod: boolean,
) {
  const client = useApiClient();
  return useQuery({
    ...scoreboardQueryOptions(client, period ?? { from: '', to: '' }, isDefaultPeriod),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
}
