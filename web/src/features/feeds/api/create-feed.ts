import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedApi } from '@domain/api/feed-endpoints';
import type { FeedCreateInput } from '@domain/api/feeds';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/feeds. */
export function useCreateFeed() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FeedCreateInput) => client.call(feedApi.create, { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.feeds.all }),
  });
}
