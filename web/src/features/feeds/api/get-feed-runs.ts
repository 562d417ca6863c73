import { useQuery } from '@tanstack/react-query';
import { feedApi } from '@domain/api/feed-endpoints';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/feeds/{id}/runs: a feed's runs, newest first. */
export function useFeedRuns(feedId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.feeds.runs(feedId),
    queryFn: ({ signal }) => client.call(feedApi.runs, { params: { id: feedId }, signal }),
  });
}
