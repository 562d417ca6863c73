import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userPreferencesSchema, type UserPreferences } from '@domain/api/auth';
import { apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/user/preferences; refreshes the cached preferences (spec 7). */
export function savePreferences(preferences: Partial<UserPreferences>) {
  return apiRequest('/api/user/preferences', {
    method: 'POST',
    body: preferences,
    schema: userPreferencesSchema,
  });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.preferences }),
  });
}
