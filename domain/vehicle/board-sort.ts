import {
  makeReadyAgeMinutes,
  serviceAgeDays,
  vehicleWorkflow,
  type StatusThresholds,
  type StatusVehicle,
  type Workflow,
} from '../vehicle-status';
import { DAY_MS, MINUTE_MS } from '../time';
import {
  stepAgeMs,
  type StatusStep,
  type StepContext,
  type StepStatusVehicle,
} from '../recon/step-status';

/**
 * The orders a board offers (issue #26): 'board' is the spec's (starred first, then newest into
 * the workflow, spec 2.14); 'most-overdue' puts the vehicle furthest past its goal first.
 */
export const BOARD_SORTS = ['board', 'most-overdue'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];
export const DEFAULT_BOARD_SORT: BoardSort = 'board';

export const BOARD_SORT_LABELS: Readonly<Record<BoardSort, string>> = {
  board: 'Starred, then newest',
  'most-overdue': 'Most overdue first',
};

/**
 * How far a vehicle is past its goal, in ms (negative: how long until it gets there). The goal
 * is the edge of the last status (overdue for Make Ready, critical for Service), so vehicles of
 * one board compare in one unit whatever their thresholds are.
 */
export function overdueByMs(
  vehicle: StatusVehicle,
  thresholds: StatusThresholds,
  now: number,
  preferred?: Workflow,
): number {
  const workflow = vehicleWorkflow(vehicle, preferred);
  if (workflow === 'make-ready') {
    const age = makeReadyAgeMinutes(vehicle, now);
    return (age - thresholds.makeReady.warningThreshold) * MINUTE_MS;
  }
  if (workflow === 'service') {
    return (serviceAgeDays(vehicle, now) - thresholds.service.attentionThreshold) * DAY_MS;
  }
  // Finite, so two of them compare equal (Infinity - Infinity is NaN).
  return -Number.MAX_VALUE;
}

/**
 * overdueByMs in a step (issue #26): a step with its own thresholds measures from when the car
 * entered it, on its own clock (business time when it counts business hours); an untimed step
 * has no goal and ranks last; the default step is the workflow's rule above.
 */
export function stepOverdueByMs(
  vehicle: StepStatusVehicle,
  step: StatusStep | null,
  context: StepContext,
): number {
  if (step && !step.timed) return -Number.MAX_VALUE;
  if (!step || step.thresholds === null || vehicle.step === null) {
    return overdueByMs(vehicle, context.thresholds, context.now, context.preferred);
  }
  const age = stepAgeMs(step, vehicle.step.enteredAt, context.calendar, context.now);
  const own = step.thresholds;
  const goal =
    'warningThreshold' in own ? own.warningThreshold * MINUTE_MS : own.attentionThreshold * DAY_MS;
  return age - goal;
}

/**
 * A board's vehicles furthest past their goal first; equal ones keep their input order (the
 * spec's board order, so starred ones lead a tie). Returns a new array.
 */
export function sortMostOverdue<T>(vehicles: readonly T[], overdueBy: (vehicle: T) => number): T[] {
  const measured = new Map<T, number>(vehicles.map((v) => [v, overdueBy(v)]));
  return [...vehicles].sort((a, b) => (measured.get(b) ?? 0) - (measured.get(a) ?? 0));
}
