import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { staffUserSchema, type UserCreate } from '@/features/users/model/user-contract';

/** POST /api/users. */
export function createUser(input: UserCreate) {
  return apiRequest('/api/users', {
    method: 'POST',
    body: { ...input, email: input.email || null },
    schema: staffUserSchema,
  });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
