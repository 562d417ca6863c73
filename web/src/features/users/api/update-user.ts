import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userApi } from '@domain/api/user-endpoints';
import type { UserUpdate } from '@domain/api/users';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PATCH /api/users/:id: rename, set a new password, change the role, disable or enable. */
export function useUpdateUser() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UserUpdate }) =>
      client.call(userApi.update, { params: { id }, body: patch }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
