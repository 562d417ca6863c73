import { expect } from 'vitest';
import type { Vehicle } from '@domain/api/vehicles';
import type { WorkflowSteps, WorkflowStepInput } from '@domain/api/workflows';
import { STEP_TEMPLATES, type StepWorkflow } from '@domain/recon/steps';
import type { TestContext } from './harness';
import { api, vehicleInput, type SignedInUser } from './staff';

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

/** A new Make Ready car `manager` adds and assigns to `assignee`: the alerts' red candidate. */
export async function assignedCar(
  t: TestContext,
  manager: SignedInUser,
  assignee: SignedInUser,
): Promise<Vehicle> {
  const created = await api(t, manager).post('/api/vehicles', vehicleInput({ type: 'make-ready' }));
  expect(created.statusCode, created.body).toBe(201);
  const car = created.json<Vehicle>();
  const assigned = await api(t, manager).patch(`/api/vehicles/${car.id}`, {
    assigneeId: assignee.user.id,
    version: car.version,
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  return car;
}
