import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalDecision } from '@domain/api/work';
import { workApi } from '@domain/api/work-endpoints';
import { useApiClient } from '@/lib/api-client';

const linkKey = (token: string) => ['approval-link', token] as const;

/** What the approval link shows (no sign-in: the token is the whole credential). */
export function useApprovalLink(token: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: linkKey(token),
    queryFn: ({ signal }) => client.call(workApi.viewLink, { body: { token }, signal }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
}

/** Decides from the link; the answer is the request as decided. */
export function useDecideFromLink(token: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ApprovalDecision) =>
      client.call(workApi.decideLink, { body: { token, ...decision } }),
    onSuccess: (view) => queryClient.setQueryData(linkKey(token), view),
  });
}
