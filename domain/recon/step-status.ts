/**
 * A vehicle's status and age in its step (issue #26 items 1 and 4). A step with no thresholds
 * of its own (the default step) is exactly today's rule (spec 4.1, 4.2): the configuration's
 * timeline on the workflow's own clock, customDaysAgo included. A step with thresholds ages
 * from when the car entered it, in calendar or business time.
 */
import { formatAge } from '../relative-time';
import { DAY_MS, MINUTE_MS } from '../time';
import {
  deriveMakeReadyStatus,
  deriveServiceStatus,
  deriveVehicleStatus,
  formatVehicleAge,
  nextStatusChangeAt,
  vehicleWorkflow,
  type DisplayStatus,
  type MakeReadyThresholds,
  type ServiceThresholds,
  type StatusThresholds,
  type StatusVehicle,
  type Workflow,
} from '../vehicle-status';
import type { BusinessCalendar } from './business-calendar';
import { addBusinessTime, businessElapsedMs } from './business-time';
import type { StepThresholds, WorkflowStep } from './steps';

/** What the step rules need of a step. */
export type StatusStep = Pick<WorkflowStep, 'thresholds' | 'timed' | 'businessHours'>;

/** What they need of the vehicle: the spec's fields and when it entered its step. */
export interface StepStatusVehicle extends StatusVehicle {
  step: { enteredAt: number } | null;
}

export interface StepContext {
  /** The configuration's timeline: the default step's thresholds. */
  thresholds: StatusThresholds;
  calendar: BusinessCalendar;
  now: number;
  /** The board's workflow, for a vehicle in both (vehicleWorkflow). */
  preferred?: Workflow;
}

/** Age in the step (ms): business time when the step counts business hours. */
export function stepAgeMs(
  step: Pick<StatusStep, 'businessHours'>,
  enteredAt: number,
  calendar: BusinessCalendar,
  now: number,
): number {
  return step.businessHours
    ? businessElapsedMs(enteredAt, now, calendar)
    : Math.max(0, now - enteredAt);
}

function isMakeReadyThresholds(thresholds: StepThresholds): thresholds is MakeReadyThresholds {
  return 'workingThreshold' in thresholds;
}

/** The status of an age (ms) against a step's own thresholds, in its workflow's unit. */
export function statusFromStepThresholds(thresholds: StepThresholds, ageMs: number): DisplayStatus {
  if (isMakeReadyThresholds(thresholds))
    return deriveMakeReadyStatus(ageMs / MINUTE_MS, thresholds);
  return deriveServiceStatus(ageMs / DAY_MS, thresholds satisfies ServiceThresholds);
}

/** Whether the step's own clock applies (else the spec's workflow clock). */
function ownClock(
  vehicle: StepStatusVehicle,
  step: StatusStep | null,
): step is StatusStep & { thresholds: StepThresholds } {
  return step !== null && vehicle.step !== null && step.thresholds !== null;
}

/**
 * The tile status of a vehicle in `step`: shipping first (spec 4.2), an untimed step its
 * workflow's second status (working, good: in the step, no goal to miss), else by thresholds.
 */
export function deriveStepStatus(
  vehicle: StepStatusVehicle,
  step: StatusStep | null,
  context: StepContext,
): DisplayStatus {
  const { thresholds, calendar, now, preferred } = context;
  if (vehicle.isShipping) return 'shipping';
  const workflow = vehicleWorkflow(vehicle, preferred);
  if (workflow === 'inventory') return 'inventory';
  if (step && !step.timed) return workflow === 'service' ? 'good' : 'working';
  if (!ownClock(vehicle, step) || !vehicle.step) {
    return deriveVehicleStatus(vehicle, thresholds, now, preferred);
  }
  return statusFromStepThresholds(
    step.thresholds,
    stepAgeMs(step, vehicle.step.enteredAt, calendar, now),
  );
}

/** The moment the step status next changes by time alone, or null (see nextStatusChangeAt). */
export function nextStepStatusChangeAt(
  vehicle: StepStatusVehicle,
  step: StatusStep | null,
  context: StepContext,
): number | null {
  const { thresholds, calendar, now, preferred } = context;
  if (vehicle.isShipping || (step && !step.timed)) return null;
  if (!ownClock(vehicle, step) || !vehicle.step) {
    return nextStatusChangeAt(vehicle, thresholds, now, preferred);
  }
  const own = step.thresholds;
  const unit = isMakeReadyThresholds(own) ? MINUTE_MS : DAY_MS;
  const edges = isMakeReadyThresholds(own)
    ? [own.newThreshold, own.workingThreshold, own.warningThreshold]
    : [own.newThreshold, own.goodThreshold, own.attentionThreshold];
  const enteredAt = vehicle.step.enteredAt;
  const current = deriveStepStatus(vehicle, step, context);
  for (const edge of edges) {
    const at = step.businessHours
      ? addBusinessTime(enteredAt, edge * unit, calendar)
      : enteredAt + edge * unit;
    if (at === null) return null;
    const candidate = Math.max(now + 1, Math.ceil(at));
    if (deriveStepStatus(vehicle, step, { ...context, now: candidate }) !== current) {
      return candidate;
    }
  }
  return null;
}

/** Spoken after a business-hours age, so nobody reads it as calendar time. */
export const BUSINESS_HOURS_SUFFIX = 'in business hours';

/**
 * The tile's age text: the spec's text for the default step; since it entered the step for
 * a step with its own clock, "3 hours ago in business hours" when that clock counts business
 * hours only.
 */
export function formatStepAge(
  vehicle: StepStatusVehicle,
  step: StatusStep | null,
  workflow: Workflow,
  calendar: BusinessCalendar,
  now: number,
): string {
  if (!step || !vehicle.step || step.thresholds === null) {
    return formatVehicleAge(vehicle, workflow, now);
  }
  if (!step.businessHours) return formatAge(vehicle.step.enteredAt, now);
  const age = businessElapsedMs(vehicle.step.enteredAt, now, calendar);
  return `${formatAge(now - age, now)} ${BUSINESS_HOURS_SUFFIX}`;
}
