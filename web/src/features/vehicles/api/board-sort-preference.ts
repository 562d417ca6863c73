import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { preferenceApi, type UserPreferences } from '@domain/api/preference-endpoints';
import { DEFAULT_BOARD_SORT, type BoardSort } from '@domain/vehicle/board-sort';
import { callOrNull, useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The signed-in user's board order (GET /api/user/preferences, the query the onboarding gate
 * shares): the spec's order until the user picks another, and also when the preferences cannot
 * be read (a board never waits for them nor fails for them).
 */
export function useBoardSort(): [BoardSort, (sort: BoardSort) => void] {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const preferences = useQuery({
    queryKey: queryKeys.preferences,
    queryFn: ({ signal }) => callOrNull(client, preferenceApi.get, { signal }),
    retry: false,
  });
  const save = useMutation({
    mutationFn: (boardSort: BoardSort) =>
      client.call(preferenceApi.update, { body: { boardSort } }),
    // Shown at once; the answer (or a refetch after a failure) settles it.
    onMutate: (boardSort) => {
      queryClient.setQueryData<UserPreferences | null>(queryKeys.preferences, (current) =>
        current ? { ...current, boardSort } : current,
      );
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.preferences, saved),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.preferences }),
  });
  const chosen = save.isPending ? save.variables : preferences.data?.boardSort;
  return [chosen ?? DEFAULT_BOARD_SORT, (sort) => save.mutate(sort)];
}
