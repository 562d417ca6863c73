import { queryOptions, useQuery } from '@tanstack/react-query';
import { preferenceApi } from '@domain/api/preference-endpoints';
import { callOrNull, useApiClient, type ApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/user/preferences: { onboardingCompleted }, or null when signed out. */
export function preferencesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.preferences,
    queryFn: ({ signal }) => callOrNull(client, preferenceApi.get, { signal }),
    retry: false,
  });
}

export function usePreferences(enabled = true) {
  return useQuery({ ...preferencesQueryOptions(useApiClient()), enabled });
}
