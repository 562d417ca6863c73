import type { WorkflowSteps, WorkflowStepInput } from '@domain/api/workflows';
import { STEP_TEMPLATES, type StepWorkflow } from '@domain/recon/steps';
import type { TestContext } from './harness';
import { api, type SignedInUser } from './staff';

/** A workflow's steps as GET /api/workflows answers them. */
export async function workflowOf(
  t: TestContext,
  who: SignedInUser,
  workflow: StepWorkflow,
): Promise<WorkflowSteps> {
  const response = await api(t, who).get('/api/workflows');
  const found = response
    .json<{ workflows: WorkflowSteps[] }>()
    .workflows.find((w) => w.workflow === workflow);
  if (!found) throw new Error(`no ${workflow} workflow: ${response.body}`);
  return found;
}

/**
 * Sets up Standard recon in a workflow (as the admin it takes), its first step keeping the
 * default step's id, so cars already in the workflow stay in it (renamed).
 */
export async function standardRecon(
  t: TestContext,
  admin: SignedInUser,
  workflow: StepWorkflow = 'make-ready',
): Promise<WorkflowSteps> {
  const current = await workflowOf(t, admin, workflow);
  const steps: WorkflowStepInput[] = STEP_TEMPLATES['standard-recon']
    .steps(workflow)
    .map((step, index) => (index === 0 ? { ...step, id: current.steps[0]?.id } : step));
  const response = await api(t, admin).put(`/api/workflows/${workflow}`, {
    version: current.version,
    steps,
  });
  if (response.statusCode !== 200) throw new Error(`Standard recon: ${response.body}`);
  return response.json<WorkflowSteps>();
}

/** The id of the step named `name`. */
export function stepIdOf(workflow: WorkflowSteps, name: string): string {
  const found = workflow.steps.find((step) => step.name === name);
  if (!found) throw new Error(`no step ${name} in ${workflow.workflow}`);
  return found.id;
}
