import { useMutation, useQueryClient } from '@tanstack/react-query';
import { followUpApi } from '@domain/api/follow-up-endpoints';
import type { FollowUpPatch } from '@domain/api/follow-up';
import { useApiClient } from '@/lib/api-client';
import { superAdminKeys } from './super-admin-keys';

interface FollowUpChange {
  id: string;
  patch: FollowUpPatch;
}

/** PATCH /api/super-admin/leads/:id: a lead's status, owner or notes. */
export function useUpdateLeadFollowUp() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: FollowUpChange) =>
      client.call(followUpApi.updateLead, { params: { id }, body: patch }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: superAdminKeys.leads }),
  });
}

/** PATCH /api/super-admin/support-requests/:id: a request's status, owner or notes. */
export function useUpdateSupportFollowUp() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: FollowUpChange) =>
      client.call(followUpApi.updateSupportRequest, { params: { id }, body: patch }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: superAdminKeys.supportRequests }),
  });
}
