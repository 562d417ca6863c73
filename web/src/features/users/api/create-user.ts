import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { userSchema, type UserCreate } from '@domain/api/users';

/** POST /api/users with the parsed form (an empty email is already null). */
export function createUser(input: UserCreate) {
  return apiRequest('/api/users', {
    method: 'POST',
    body: input,
    schema: userSchema,
  });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
