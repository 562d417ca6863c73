import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedApi } from '@domain/api/feed-endpoints';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/feeds/{id}: the feed and its runs go; its vehicles stay on the lot. */
export function useDeleteFeed() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.call(feedApi.remove, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.feeds.all }),
  });
}
