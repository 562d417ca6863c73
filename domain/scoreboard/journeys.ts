/**
 * Each car's way through recon, from its stays (issue #30; the stays are append-only,
 * decision 0072). The rules of the scoreboard's per-car figures live here once:
 *
 * - T2L (time to line) runs from the in-stock date (else when the car was added) to when
 *   the car last left a timed step that counts toward T2L. A car in recon now has none yet.
 * - A car is in recon while it is in a timed step at or before the process's last counting
 *   step; sent back from Frontline to Detail, it is in recon again and its T2L waits.
 * - Days in recon run from the first counting timed step entered to the same end.
 * - A stay that spans nothing (a corrected stay closes at its own start) is left out: the
 *   corrected stay replaces it.
 */
import type { Role } from '../api/common';
import type { BusinessCalendar } from '../recon/business-calendar';
import type { StayReason } from '../recon/steps';
import { stepAgeMs } from '../recon/step-status';

/** A step of the recon workflow as the scoreboard needs it (archived ones too). */
export interface ScoreboardStep {
  id: string;
  name: string;
  position: number;
  timed: boolean;
  countsTowardT2L: boolean;
  businessHours: boolean;
  /** The overdue edge in the step's clock (ms); null when untimed. */
  goalMs: number | null;
  archived: boolean;
  defaultAssigneeId: string | null;
  ownerRole: Role | null;
}

export interface ScoreboardVehicle {
  id: string;
  stockNumber: string;
  vin: string | null;
  year: number;
  make: string;
  model: string;
  /** The in-stock date (checkInTime). */
  inStockAt: number | null;
  createdAt: number;
  assigneeId: string | null;
}

export interface ScoreboardStay {
  vehicleId: string;
  stepId: string;
  enteredAt: number;
  leftAt: number | null;
  reason: StayReason;
  /** Who had the car in the step (kept current while open; decision 0096). */
  assigneeId: string | null;
}

/** A car's time in one step, summed over its stays there. */
export interface StepTime {
  /** Closed stays, in the step's clock (business time for a business-hours step). */
  ms: number;
  /** The same stays in calendar time. */
  calendarMs: number;
  /** When it last left the step; null while it is there. */
  leftAt: number | null;
  /** Who had the car when it last left the step (its time there is theirs). */
  assigneeId: string | null;
}

export interface CarJourney {
  vehicle: ScoreboardVehicle;
  /** T2L's start: in-stock, else added; never after recon began. */
  startAt: number;
  /** The first counting timed step entered; null if it never entered one. */
  reconStartAt: number | null;
  /** T2L's end; null while in recon or never in a counting step. */
  completedAt: number | null;
  /** Its open stay, if any. */
  current: { stepId: string; enteredAt: number } | null;
  inRecon: boolean;
  steps: ReadonlyMap<string, StepTime>;
  /** A start time of one of its steps was corrected by hand. */
  corrected: boolean;
}

export interface JourneyInput {
  steps: readonly ScoreboardStep[];
  vehicles: readonly ScoreboardVehicle[];
  stays: readonly ScoreboardStay[];
  calendar: BusinessCalendar;
}

/** Whether time in the step counts toward T2L: a timed step with the flag on. */
export function countsTowardT2L(step: ScoreboardStep | undefined): boolean {
  return step !== undefined && step.timed && step.countsTowardT2L;
}

/** The position past which a car is out of recon: the last counting step's (current steps). */
function lastCountingPosition(steps: readonly ScoreboardStep[]): number {
  return steps
    .filter((step) => !step.archived && countsTowardT2L(step))
    .reduce((last, step) => Math.max(last, step.position), -1);
}

function journeyOf(
  vehicle: ScoreboardVehicle,
  stays: readonly ScoreboardStay[],
  stepsById: ReadonlyMap<string, ScoreboardStep>,
  lastPosition: number,
  calendar: BusinessCalendar,
): CarJourney {
  // Each step's time is summed in the object the journey keeps (leftAt: the latest leave so
  // far), and a step with an open stay has its leftAt nulled at the end: one object per step
  // and car, at a year of history some 35,000 (decision 0133).
  const steps = new Map<string, StepTime>();
  let openSteps: string[] | null = null;
  let reconStartAt: number | null = null;
  let lastCountingLeave: number | null = null;
  let current: CarJourney['current'] = null;
  let corrected = false;
  for (const stay of stays) {
    if (stay.reason === 'corrected') corrected = true;
    if (stay.leftAt !== null && stay.leftAt <= stay.enteredAt) continue;
    const step = stepsById.get(stay.stepId);
    let time = steps.get(stay.stepId);
    if (!time) {
      time = { ms: 0, calendarMs: 0, leftAt: 0, assigneeId: null };
      steps.set(stay.stepId, time);
    }
    if (stay.leftAt === null) {
      current = { stepId: stay.stepId, enteredAt: stay.enteredAt };
      (openSteps ??= []).push(stay.stepId);
    } else {
      time.ms += step ? stepAgeMs(step, stay.enteredAt, calendar, stay.leftAt) : 0;
      time.calendarMs += stay.leftAt - stay.enteredAt;
      if (stay.leftAt >= (time.leftAt ?? 0)) {
        time.assigneeId = stay.assigneeId;
        time.leftAt = stay.leftAt;
      }
    }
    if (countsTowardT2L(step)) {
      reconStartAt = Math.min(reconStartAt ?? stay.enteredAt, stay.enteredAt);
      if (stay.leftAt !== null) {
        lastCountingLeave = Math.max(lastCountingLeave ?? stay.leftAt, stay.leftAt);
      }
    }
  }
  for (const stepId of openSteps ?? []) steps.get(stepId)!.leftAt = null;
  const currentStep = current ? stepsById.get(current.stepId) : undefined;
  const inRecon =
    currentStep !== undefined && currentStep.timed && currentStep.position <= lastPosition;
  const added = vehicle.inStockAt ?? vehicle.createdAt;
  return {
    vehicle,
    startAt: reconStartAt === null ? added : Math.min(added, reconStartAt),
    reconStartAt,
    completedAt: inRecon ? null : lastCountingLeave,
    current,
    inRecon,
    steps,
    corrected,
  };
}

/** Oldest first; of stays begun in the same millisecond, the open one last. */
function byEntry(a: ScoreboardStay, b: ScoreboardStay): number {
  return (
    a.enteredAt - b.enteredAt ||
    Number(a.leftAt === null) - Number(b.leftAt === null) ||
    (a.leftAt ?? 0) - (b.leftAt ?? 0)
  );
}

/** Every vehicle's journey (vehicles without a stay in the steps given have none). */
export function carJourneys({ steps, vehicles, stays, calendar }: JourneyInput): CarJourney[] {
  const stepsById = new Map(steps.map((step) => [step.id, step]));
  const staysByVehicle = new Map<string, ScoreboardStay[]>();
  // A car's stays mostly come together (the server reads them so): the last car's list is
  // kept at hand rather than looked up for each stay.
  let lastVehicleId: string | null = null;
  let lastList: ScoreboardStay[] = [];
  for (const stay of stays) {
    if (!stepsById.has(stay.stepId)) continue;
    if (stay.vehicleId !== lastVehicleId) {
      let list = staysByVehicle.get(stay.vehicleId);
      if (!list) staysByVehicle.set(stay.vehicleId, (list = []));
      lastVehicleId = stay.vehicleId;
      lastList = list;
    }
    lastList.push(stay);
  }
  const lastPosition = lastCountingPosition(steps);
  return vehicles.flatMap((vehicle) => {
    const own = staysByVehicle.get(vehicle.id);
    if (!own) return [];
    return [journeyOf(vehicle, own.sort(byEntry), stepsById, lastPosition, calendar)];
  });
}
