import { localDateString } from '@domain/recon/business-time';
import type { Vehicle } from '@domain/api/vehicles';
import {
  deriveVehicleStatus,
  formatVehicleAge,
  type DisplayStatus,
  type StatusThresholds,
} from '@domain/vehicle-status';

/** A mail waiting to go out once its delivery keys are claimed. */
export interface PlannedMail {
  /** The delivery keys this mail covers (one per vehicle and event, or one per digest day). */
  keys: string[];
  subject: string;
  text: string;
}

/** Make Ready overdue and Service critical: the two alert events (spec 4.1 statuses). */
export type AlertEvent = 'makeReadyOverdue' | 'serviceCritical';

const EVENT_STATUS: Record<
  AlertEvent,
  { workflow: 'make-ready' | 'service'; status: DisplayStatus }
> = {
  makeReadyOverdue: { workflow: 'make-ready', status: 'overdue' },
  serviceCritical: { workflow: 'service', status: 'critical' },
};

/**
 * One key per vehicle, event and stay in the workflow: a vehicle that leaves and comes back
 * (a new start time) can alert again; one that stays overdue alerts once.
 */
export function alertKey(event: AlertEvent, vehicle: Vehicle): string {
  const start = event === 'makeReadyOverdue' ? vehicle.makeReadyAddedAt : vehicle.serviceAddedAt;
  return `${event}:${vehicle.id}:${start ?? vehicle.checkInTime}`;
}

/** One digest per dealership and UTC day. */
/** One digest per local date of the dealership (issue #32 item 5: its hour is local). */
export function digestKey(now: number, timeZone: string): string {
  return `dailyDigest:${localDateString(now, timeZone)}`;
}

function line(vehicle: Vehicle, workflow: 'make-ready' | 'service', now: number): string {
  const age = formatVehicleAge(vehicle, workflow, now);
  return `- ${vehicle.stockNumber}: ${vehicle.year} ${vehicle.make} ${vehicle.model} (${vehicle.color}), ${age}`;
}

/** The vehicles now in the event's status (shipping vehicles show SHIPPING, so they are not). */
export function vehiclesInAlert(
  event: AlertEvent,
  vehicles: readonly Vehicle[],
  thresholds: StatusThresholds,
  now: number,
): Vehicle[] {
  const { workflow, status } = EVENT_STATUS[event];
  return vehicles.filter(
    (vehicle) =>
      vehicle.type === workflow &&
      deriveVehicleStatus(vehicle, thresholds, now, workflow) === status,
  );
}

/** The alert mail for vehicles that newly reached the event's status. */
export function alertMail(
  event: AlertEvent,
  dealershipName: string,
  vehicles: readonly Vehicle[],
  now: number,
): Omit<PlannedMail, 'keys'> {
  const { workflow } = EVENT_STATUS[event];
  const what = event === 'makeReadyOverdue' ? 'overdue in Make Ready' : 'critical in Service';
  const count = vehicles.length === 1 ? '1 vehicle is' : `${vehicles.length} vehicles are`;
  return {
    subject: `${dealershipName}: ${count} ${what}`,
    text: [
      `${dealershipName}: ${count} ${what}.`,
      '',
      ...vehicles.map((v) => line(v, workflow, now)),
    ].join('\n'),
  };
}

/** The daily digest: how many vehicles stand in each status, and which need attention. */
export function digestMail(
  dealershipName: string,
  vehicles: readonly Vehicle[],
  thresholds: StatusThresholds,
  now: number,
): Omit<PlannedMail, 'keys'> {
  const counts = (workflow: 'make-ready' | 'service') => {
    const tally = new Map<string, number>();
    for (const vehicle of vehicles.filter((v) => v.type === workflow)) {
      const status = deriveVehicleStatus(vehicle, thresholds, now, workflow);
      tally.set(status, (tally.get(status) ?? 0) + 1);
    }
    return [...tally].map(([status, n]) => `${status} ${n}`).join(', ') || 'none';
  };
  const late = [
    ...vehiclesInAlert('makeReadyOverdue', vehicles, thresholds, now).map((v) =>
      line(v, 'make-ready', now),
    ),
    ...vehiclesInAlert('serviceCritical', vehicles, thresholds, now).map((v) =>
      line(v, 'service', now),
    ),
  ];
  return {
    subject: `${dealershipName}: daily digest for ${new Date(now).toISOString().slice(0, 10)}`,
    text: [
      `Make Ready: ${counts('make-ready')}`,
      `Service: ${counts('service')}`,
      '',
      late.length > 0 ? 'Needs attention:' : 'Nothing is overdue or critical.',
      ...late,
    ].join('\n'),
  };
}
