import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedApi } from '@domain/api/feed-endpoints';
import type { FeedUpdate } from '@domain/api/feeds';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PATCH /api/feeds/{id}: credentials left out are kept. */
export function useUpdateFeed() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (props: { id: string; body: FeedUpdate }) =>
      client.call(feedApi.update, { params: { id: props.id }, body: props.body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.feeds.all }),
  });
}
