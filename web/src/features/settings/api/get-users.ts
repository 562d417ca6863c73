import { useQuery } from '@tanstack/react-query';
import { userApi } from '@domain/api/user-endpoints';
import type { User } from '@domain/api/users';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const NO_USERS: readonly User[] = [];

/** GET /api/users: the active staff a step can hand its cars to (issue #26 item 1). */
export function useActiveUsers(): readonly User[] {
  const client = useApiClient();
  const users = useQuery({
    queryKey: queryKeys.users.all,
    queryFn: ({ signal }) => client.call(userApi.list, { signal }),
    retry: false,
  });
  return users.data?.filter((user) => !user.disabled) ?? NO_USERS;
}
