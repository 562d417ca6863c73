import { useMutation } from '@tanstack/react-query';
import { scoreboardApi } from '@domain/api/scoreboard-endpoints';
import { useApiClient } from '@/lib/api-client';
import { usePreferences, useUpdatePreferences } from '@/lib/user-preferences';

/** POST /api/scoreboard/weekly-mail: this week's summary to the signed-in user now. */
export function useSendWeeklyMail() {
  const client = useApiClient();
  return useMutation({ mutationFn: () => client.call(scoreboardApi.sendWeeklyMail, {}) });
}

/** The user's opt-in to Monday's mail (their preferences, shared with the other screens). */
export function useWeeklyMailPreference() {
  const preferences = usePreferences();
  const save = useUpdatePreferences();
  const on = save.isPending
    ? save.variables.weeklyScoreboardMail === true
    : preferences.data?.weeklyScoreboardMail === true;
  return {
    on,
    loaded: preferences.data != null,
    saving: save.isPending,
    error: save.error,
    choose: (weeklyScoreboardMail: boolean) => save.mutate({ weeklyScoreboardMail }),
  };
}
