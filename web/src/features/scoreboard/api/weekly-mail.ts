import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { preferenceApi, type UserPreferences } from '@domain/api/preference-endpoints';
import { scoreboardApi } from '@domain/api/scoreboard-endpoints';
import { callOrNull, useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/scoreboard/weekly-mail: this week's summary to the signed-in user now. */
export function useSendWeeklyMail() {
  const client = useApiClient();
  return useMutation({ mutationFn: () => client.call(scoreboardApi.sendWeeklyMail, {}) });
}

/** The user's opt-in to Monday's mail (their preferences, shared with the other screens). */
export function useWeeklyMailPreference() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const preferences = useQuery({
    queryKey: queryKeys.preferences,
    queryFn: ({ signal }) => callOrNull(client, preferenceApi.get, { signal }),
    retry: false,
  });
  const save = useMutation({
    mutationFn: (weeklyScoreboardMail: boolean) =>
      client.call(preferenceApi.update, { body: { weeklyScoreboardMail } }),
    onSuccess: (saved) =>
      queryClient.setQueryData<UserPreferences | null>(queryKeys.preferences, saved),
  });
  const on = save.isPending ? save.variables : preferences.data?.weeklyScoreboardMail === true;
  return { on, loaded: preferences.data != null, save };
}
