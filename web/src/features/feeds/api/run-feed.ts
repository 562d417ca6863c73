import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedApi } from '@domain/api/feed-endpoints';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/feeds/{id}/runs: run a feed now. */
export function useRunFeed() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feedId: string) => client.call(feedApi.run, { params: { id: feedId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.feeds.all }),
  });
}
