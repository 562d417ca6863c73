import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointResult } from '@domain/api/endpoint';
import { workflowApi } from '@domain/api/workflow-endpoints';
import type { StepWorkflow } from '@domain/recon/steps';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { WorkflowPutBody } from '../model/step-drafts';

type Workflows = EndpointResult<typeof workflowApi.list>;

/**
 * PUT /api/workflows/{workflow}: replaces a workflow's steps. The answer goes into the
 * workflows every board reads, so the next PUT names the new version.
 */
export function useSaveWorkflow() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workflow, body }: { workflow: StepWorkflow; body: WorkflowPutBody }) =>
      client.call(workflowApi.update, { params: { workflow }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData<Workflows>(queryKeys.workflows, (old) =>
        old
          ? { workflows: old.workflows.map((w) => (w.workflow === saved.workflow ? saved : w)) }
          : old,
      );
    },
  });
}
