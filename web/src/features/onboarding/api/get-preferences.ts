import { queryOptions, useQuery } from '@tanstack/react-query';
import { userPreferencesSchema } from '@domain/api/auth';
import { queryOrNull } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/user/preferences: { onboardingCompleted }. */
export function getPreferences(signal?: AbortSignal) {
  return queryOrNull('/api/user/preferences', userPreferencesSchema, signal);
}

export function preferencesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.preferences,
    queryFn: ({ signal }) => getPreferences(signal),
    retry: false,
  });
}

export function usePreferences(enabled = true) {
  return useQuery({ ...preferencesQueryOptions(), enabled });
}
