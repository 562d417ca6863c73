import { STEP_WORKFLOWS, defaultStepDraft } from '@domain/recon/steps';
import type { Executor } from '../db/client';
import { workflowSteps } from '../db/schema';

/**
 * The default step of each workflow for a new dealership (issue #26): the configuration's
 * timeline on calendar time, so the spec's rules hold until it adds steps. Migration 0013 gave
 * every dealership that existed before the same.
 */
export async function insertDefaultWorkflowSteps(
  tx: Executor,
  dealershipId: string,
  now: number,
): Promise<void> {
  await tx.insert(workflowSteps).values(
    STEP_WORKFLOWS.map((workflow) => {
      const { thresholds: _thresholds, ...draft } = defaultStepDraft(workflow);
      return { dealershipId, workflow, position: 0, ...draft, createdAt: now, updatedAt: now };
    }),
  );
}
