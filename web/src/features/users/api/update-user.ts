import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type UserUpdate } from '@domain/api/users';
import { apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** PATCH /api/users/:id: change the role or disable/enable. */
export function updateUser(id: string, patch: UserUpdate) {
  return apiRequest(`/api/users/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: patch,
    schema: userSchema,
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UserUpdate }) => updateUser(id, patch),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
