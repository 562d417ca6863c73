import type { WorkflowStep } from '../recon/steps';
import type { StatusThresholds } from '../vehicle-status';
import { DAY_MS, MINUTE_MS } from '../time';

/**
 * A step's goal in ms of its clock: its overdue (critical) edge, the last threshold
 * (decision 0070); the default step's is the configuration's timeline. An untimed step has
 * none. At the goal a car turns overdue, so "on goal" is strictly under it, as on the board.
 */
export function stepGoalMs(
  step: Pick<WorkflowStep, 'thresholds' | 'timed' | 'workflow'>,
  timeline: StatusThresholds,
): number | null {
  if (!step.timed) return null;
  const own = step.thresholds;
  if (own === null) {
    return step.workflow === 'make-ready'
      ? timeline.makeReady.warningThreshold * MINUTE_MS
      : timeline.service.attentionThreshold * DAY_MS;
  }
  return 'warningThreshold' in own
    ? own.warningThreshold * MINUTE_MS
    : own.attentionThreshold * DAY_MS;
}
