import { useMutation, useQueryClient } from '@tanstack/react-query';
import { preferenceApi, type UserPreferencesUpdate } from '@domain/api/preference-endpoints';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/user/preferences; refreshes the cached preferences (spec 7). */
export function useSavePreferences() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: UserPreferencesUpdate) =>
      client.call(preferenceApi.update, { body: preferences }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.preferences }),
  });
}
