import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@domain/api/auth-endpoints';
import { useApiClient } from '@/lib/api-client';
import { currentHostMode } from '@/lib/host';

const LAST_SIGN_IN_KEY = [authApi.lastSignIn.path] as const;

/**
 * Who is signed in from this browser on the login host (decision 0033, issue #29): every
 * dealership whose sign-in is alive, newest first, to offer "Continue to {dealership}". Only the
 * login host remembers; elsewhere nothing is asked.
 */
export function useSignInsHere() {
  const client = useApiClient();
  return useQuery({
    queryKey: LAST_SIGN_IN_KEY,
    queryFn: async ({ signal }) => (await client.call(authApi.lastSignIn, { signal })).signIns,
    enabled: typeof window !== 'undefined' && currentHostMode().mode === 'login',
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** "Not you?": the login host stops naming the person (their next sign-in names them again). */
export function useForgetLastSignIn() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.call(authApi.forgetLastSignIn, {}),
    onSettled: () => queryClient.setQueryData(LAST_SIGN_IN_KEY, []),
  });
}
