import type { UserDealershipConfig } from '@domain/dealership-config';
import type { DisplayStatus, Workflow } from '@domain/vehicle-status';

/** The configured status labels of a workflow, keyed by status, for statusLabel(). */
export function labelsForWorkflow(
  config: UserDealershipConfig,
  workflow: Workflow,
): Partial<Record<DisplayStatus, string>> {
  if (workflow === 'make-ready') return { ...config.workflows.makeReady.timeline.labels };
  if (workflow === 'service') return { ...config.workflows.service.timeline.labels };
  return {};
}
