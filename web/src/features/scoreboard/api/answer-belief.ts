import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scoreboardApi } from '@domain/api/scoreboard-endpoints';
import { useApiClient } from '@/lib/api-client';

/** PUT /api/scoreboard/belief: the admin's guess at T2L (null: skipped); every period reloads. */
export function useAnswerBelief() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: number | null) =>
      client.call(scoreboardApi.answerBelief, { body: { days } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [scoreboardApi.get.path] }),
  });
}
