import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userApi } from '@domain/api/user-endpoints';
import type { UserCreate } from '@domain/api/users';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/users with the parsed form (an empty email is already null). */
export function useCreateUser() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserCreate) => client.call(userApi.create, { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
