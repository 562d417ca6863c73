import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { staffUserSchema, type UserUpdate } from '@/features/users/model/user-contract';

/** PATCH /api/users/:id: change the role or disable/enable. */
export function updateUser(id: string, patch: UserUpdate) {
  return apiRequest(`/api/users/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: patch,
    schema: staffUserSchema,
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UserUpdate }) => updateUser(id, patch),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
