import type { Vehicle } from '@domain/api/vehicles';
import type { WorkflowStepBody } from '@domain/api/workflows';
import type { DisplayStatus } from '@domain/vehicle-status';

/** Statuses past a step's goal: the column's "over goal" count. */
const OVER_GOAL: ReadonlySet<DisplayStatus> = new Set(['overdue', 'critical']);

/**
 * The step a board shows a car in: its own, else the first (a car the server has not placed
 * yet, or whose step was just removed, waits at the start rather than vanishing).
 */
export function boardStepOf<S extends Pick<WorkflowStepBody, 'id'>>(
  vehicle: Pick<Vehicle, 'step'>,
  steps: readonly S[],
): S | null {
  const own = vehicle.step && steps.find((step) => step.id === vehicle.step?.id);
  return own || (steps[0] ?? null);
}

export interface StepColumn {
  step: WorkflowStepBody;
  /** The cars the column shows, in the board's order (after the chip filter). */
  shown: Vehicle[];
  /** Every car in the step and how many are past its goal (the chips do not change them). */
  count: number;
  overGoal: number;
  /** At or past the step's soft limit: shown amber, nothing is blocked. */
  atLimit: boolean;
}

/** The board's cars by step, in step order, each column keeping the board's order. */
export function stepColumns(
  steps: readonly WorkflowStepBody[],
  all: readonly Vehicle[],
  shown: readonly Vehicle[],
  statusOf: (vehicle: Vehicle) => DisplayStatus,
): StepColumn[] {
  const columns = new Map<string, StepColumn>(
    steps.map((step) => [step.id, { step, shown: [], count: 0, overGoal: 0, atLimit: false }]),
  );
  for (const vehicle of all) {
    const column = columns.get(boardStepOf(vehicle, steps)?.id ?? '');
    if (!column) continue;
    column.count += 1;
    if (OVER_GOAL.has(statusOf(vehicle))) column.overGoal += 1;
  }
  for (const vehicle of shown)
    columns.get(boardStepOf(vehicle, steps)?.id ?? '')?.shown.push(vehicle);
  return [...columns.values()].map((column) => ({
    ...column,
    atLimit: column.step.softLimit !== null && column.count >= column.step.softLimit,
  }));
}
