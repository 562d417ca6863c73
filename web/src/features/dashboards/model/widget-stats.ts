import type { Vehicle } from '@domain/api/vehicles';
import { isOnBoard } from '@domain/vehicle/board-filter';
import {
  deriveVehicleStatus,
  makeReadyAgeMinutes,
  workflowEnteredAt,
  type DisplayStatus,
  type StatusThresholds,
} from '@domain/vehicle-status';
import type { WidgetWorkflow } from './dashboard-widgets';

const inWorkflow = isOnBoard;

/** Vehicles per display status in one workflow. */
export function statusCounts(
  vehicles: readonly Vehicle[],
  workflow: WidgetWorkflow,
  thresholds: StatusThresholds,
  now: number,
): Map<DisplayStatus, number> {
  const counts = new Map<DisplayStatus, number>();
  for (const v of vehicles) {
    if (!inWorkflow(v, workflow)) continue;
    const status = deriveVehicleStatus(v, thresholds, now, workflow);
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  return counts;
}

/** The mean minutes in Make Ready of the vehicles there now, or null when there are none. */
export function averageMakeReadyMinutes(vehicles: readonly Vehicle[], now: number): number | null {
  const ages = vehicles
    .filter((v) => inWorkflow(v, 'make-ready'))
    .map((v) => makeReadyAgeMinutes(v, now));
  if (ages.length === 0) return null;
  return ages.reduce((sum, age) => sum + age, 0) / ages.length;
}

export interface OverdueVehicle {
  vehicle: Vehicle;
  workflow: WidgetWorkflow;
  since: number;
}

/** Overdue (Make Ready) and critical (Service) vehicles, oldest first. */
export function overdueVehicles(
  vehicles: readonly Vehicle[],
  thresholds: StatusThresholds,
  now: number,
): OverdueVehicle[] {
  const list: OverdueVehicle[] = [];
  for (const workflow of ['make-ready', 'service'] as const) {
    for (const v of vehicles) {
      if (!inWorkflow(v, workflow) || v.isShipping) continue;
      const status = deriveVehicleStatus(v, thresholds, now, workflow);
      if (status === 'overdue' || status === 'critical') {
        list.push({ vehicle: v, workflow, since: workflowEnteredAt(v, workflow, now) });
      }
    }
  }
  return list.sort((a, b) => a.since - b.since);
}

/** '42 min' or '2 h 5 min'. */
export function formatMinutes(minutes: number): string {
  const whole = Math.floor(minutes);
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
