import { useQuery } from '@tanstack/react-query';
import { feedApi } from '@domain/api/feed-endpoints';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/feeds: the dealership's feeds, each with its last run. */
export function useFeeds() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.feeds.all,
    queryFn: ({ signal }) => client.call(feedApi.list, { signal }),
  });
}
