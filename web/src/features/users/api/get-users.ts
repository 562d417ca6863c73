import { queryOptions, useQuery } from '@tanstack/react-query';
import { userApi } from '@domain/api/user-endpoints';
import { useApiClient, type ApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/users: the dealership's staff. */
export function usersQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.users.all,
    queryFn: ({ signal }) => client.call(userApi.list, { signal }),
  });
}

export function useUsers(enabled = true) {
  return useQuery({ ...usersQueryOptions(useApiClient()), enabled });
}
