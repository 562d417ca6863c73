import { queryOptions, useQuery } from '@tanstack/react-query';
import { userListSchema } from '@domain/api/users';
import { apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/users: the dealership's staff. */
export function getUsers(signal?: AbortSignal) {
  return apiRequest('/api/users', { schema: userListSchema, signal });
}

export function usersQueryOptions() {
  return queryOptions({ queryKey: queryKeys.users.all, queryFn: ({ signal }) => getUsers(signal) });
}

export function useUsers(enabled = true) {
  return useQuery({ ...usersQueryOptions(), enabled });
}
