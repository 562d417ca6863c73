import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  preferenceApi,
  type UserPreferences,
  type UserPreferencesUpdate,
} from '@domain/api/preference-endpoints';
import { callOrNull, useApiClient, type ApiClient } from './api-client';
import { queryKeys } from './query-keys';

/**
 * GET /api/user/preferences, or null when signed out: one query for every screen that reads a
 * preference (the onboarding gate, the boards' order, the scoreboard's weekly mail). A screen
 * never waits for it nor fails for it.
 */
function preferencesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.preferences,
    queryFn: ({ signal }) => callOrNull(client, preferenceApi.get, { signal }),
    retry: false,
  });
}

export function usePreferences(enabled = true) {
  return useQuery({ ...preferencesQueryOptions(useApiClient()), enabled });
}

/**
 * POST /api/user/preferences (spec 7): the change is shown at once, the answer settles it, and
 * after a failure the preferences are read again.
 */
export function useUpdatePreferences() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: UserPreferencesUpdate) =>
      client.call(preferenceApi.update, { body: update }),
    onMutate: (update) => {
      queryClient.setQueryData<UserPreferences | null>(queryKeys.preferences, (current) =>
        current ? { ...current, ...update } : current,
      );
    },
    onSuccess: (saved) =>
      queryClient.setQueryData<UserPreferences | null>(queryKeys.preferences, saved),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.preferences }),
  });
}
