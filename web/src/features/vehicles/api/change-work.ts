import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovalDecision, WorkItemCreate, WorkItemPatch } from '@domain/api/work';
import { workApi } from '@domain/api/work-endpoints';
import { useApiClient } from '@/lib/api-client';
import { messageFromError } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { vehicleWorkKey } from './get-vehicle-work';

type WorkChange =
  | { kind: 'add'; item: WorkItemCreate }
  | { kind: 'template'; templateId: string }
  | { kind: 'update'; itemId: string; patch: WorkItemPatch }
  | { kind: 'remove'; itemId: string }
  | { kind: 'send' }
  | { kind: 'decide'; requestId: string; decision: ApprovalDecision };

/**
 * Every change of a car's work from the record (issue #33): one mutation, one request per
 * kind, then the car's work is read again (its answer carries the car for the lists).
 */
export function useChangeWork(vehicleId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const params = { id: vehicleId };
  return useMutation({
    mutationFn: async (change: WorkChange): Promise<string | null> => {
      switch (change.kind) {
        case 'add':
          await client.call(workApi.create, { params, body: change.item });
          return null;
        case 'template':
          await client.call(workApi.applyTemplate, {
            params,
            body: { templateId: change.templateId },
          });
          return null;
        case 'update':
          await client.call(workApi.update, { params: { id: change.itemId }, body: change.patch });
          return null;
        case 'remove':
          await client.call(workApi.remove, { params: { id: change.itemId } });
          return null;
        case 'send': {
          const sent = await client.call(workApi.sendForApproval, { params, body: {} });
          return sent.outcome === 'approved-by-rule'
            ? 'Approved by the auto-approve rule'
            : 'Sent for approval';
        }
        case 'decide':
          await client.call(workApi.decide, {
            params: { id: change.requestId },
            body: change.decision,
          });
          return 'Decision saved';
      }
    },
    onSuccess: (message) => {
      if (message) toast({ title: message });
    },
    onError: (error) => {
      toast({
        title: 'Not saved',
        description: messageFromError(error, 'The change was not saved. Please try again.'),
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: vehicleWorkKey(vehicleId) }),
  });
}
