import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedApi } from '@domain/api/feed-endpoints';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/feeds/{id}/runs/{runId}/apply or /discard: an admin's word on a held run. */
export function useDecideRun() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (props: { feedId: string; runId: string; decision: 'apply' | 'discard' }) =>
      client.call(feedApi[props.decision], {
        params: { id: props.feedId, runId: props.runId },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.feeds.all }),
  });
}
