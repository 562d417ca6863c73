import { useQuery } from '@tanstack/react-query';
import { workflowApi } from '@domain/api/workflow-endpoints';
import type { WorkflowStepBody } from '@domain/api/workflows';
import type { StepWorkflow } from '@domain/recon/steps';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const NO_STEPS: readonly WorkflowStepBody[] = [];

/**
 * A workflow's recon steps in order (GET /api/workflows, issue #26). Until they are read, or
 * when they cannot be, the board is the spec's single timer: no steps, nothing waits on them.
 */
export function useWorkflowSteps(workflow: StepWorkflow): readonly WorkflowStepBody[] {
  const client = useApiClient();
  const query = useQuery({
    queryKey: queryKeys.workflows,
    queryFn: ({ signal }) => client.call(workflowApi.list, { signal }),
    retry: false,
  });
  return query.data?.workflows.find((w) => w.workflow === workflow)?.steps ?? NO_STEPS;
}
