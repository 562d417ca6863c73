/**
 * Vehicle display status (spec 4.1) and tile presentation (spec 4.2). The status is derived
 * from elapsed time and never stored; every function takes `now` so callers inject the clock.
 */
import { formatAge, formatDaysAgo } from './relative-time';
import { DAY_MS, MINUTE_MS, MINUTES_PER_DAY } from './time';

export { formatAge } from './relative-time';

/**
 * Each timed workflow's statuses in order of age (spec 4.1), the one list the status rules,
 * the board's legend and the counts widget read.
 */
export const MAKE_READY_STATUSES = ['new', 'working', 'warning', 'overdue'] as const;
export const SERVICE_STATUSES = ['new', 'good', 'attention', 'critical'] as const;
export type MakeReadyStatus = (typeof MAKE_READY_STATUSES)[number];
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
/** A timed workflow's statuses, youngest first. */
export const WORKFLOW_STATUSES: Readonly<
  Record<'make-ready' | 'service', readonly (MakeReadyStatus | ServiceStatus)[]>
> = { 'make-ready': MAKE_READY_STATUSES, service: SERVICE_STATUSES };
export type DisplayStatus = MakeReadyStatus | ServiceStatus | 'shipping' | 'inventory';
export type Workflow = 'make-ready' | 'service' | 'inventory';
export const WORKFLOWS = ['make-ready', 'service', 'inventory'] as const satisfies Workflow[];

/** The vehicle fields the status logic reads (spec 3, Vehicle). */
export interface StatusVehicle {
  checkInTime: number;
  inMakeReady: boolean;
  makeReadyAddedAt?: number | null;
  inService: boolean;
  serviceAddedAt?: number | null;
  customDaysAgo?: number | null;
  isShipping: boolean;
}

/** Minutes (spec 4.1, Make Ready). */
export interface MakeReadyThresholds {
  newThreshold: number;
  workingThreshold: number;
  warningThreshold: number;
}

/** Days (spec 4.1, Service). */
export interface ServiceThresholds {
  newThreshold: number;
  goodThreshold: number;
  attentionThreshold: number;
}

export interface StatusThresholds {
  makeReady: MakeReadyThresholds;
  service: ServiceThresholds;
}

/** Minutes since the vehicle entered Make Ready, else since check-in (fractional). */
export function makeReadyAgeMinutes(vehicle: StatusVehicle, now: number): number {
  return (now - (vehicle.makeReadyAddedAt ?? vehicle.checkInTime)) / MINUTE_MS;
}

/** Days in service: customDaysAgo when set (it overrides), else minutes / 1440 (spec 4.1). */
export function serviceAgeDays(vehicle: StatusVehicle, now: number): number {
  if (vehicle.customDaysAgo != null) return vehicle.customDaysAgo;
  return (now - (vehicle.serviceAddedAt ?? vehicle.checkInTime)) / MINUTE_MS / MINUTES_PER_DAY;
}

/** Below new → new, below working → working, below warning → warning, else overdue. */
export function deriveMakeReadyStatus(
  ageMinutes: number,
  thresholds: MakeReadyThresholds,
): MakeReadyStatus {
  const [fresh, working, warning, overdue] = MAKE_READY_STATUSES;
  if (ageMinutes < thresholds.newThreshold) return fresh;
  if (ageMinutes < thresholds.workingThreshold) return working;
  if (ageMinutes < thresholds.warningThreshold) return warning;
  return overdue;
}

/** Below new → new, below good → good, below attention → attention, else critical. */
export function deriveServiceStatus(ageDays: number, thresholds: ServiceThresholds): ServiceStatus {
  const [fresh, good, attention, critical] = SERVICE_STATUSES;
  if (ageDays < thresholds.newThreshold) return fresh;
  if (ageDays < thresholds.goodThreshold) return good;
  if (ageDays < thresholds.attentionThreshold) return attention;
  return critical;
}

/**
 * The workflow whose status a vehicle shows. A vehicle flagged for both shows Make Ready
 * unless the caller's board prefers service; in neither it is inventory (spec 4.1).
 */
export function vehicleWorkflow(vehicle: StatusVehicle, preferred?: Workflow): Workflow {
  if (preferred === 'service' && vehicle.inService) return 'service';
  if (vehicle.inMakeReady) return 'make-ready';
  if (vehicle.inService) return 'service';
  return 'inventory';
}

/** The tile status: shipping overrides everything, then the workflow's timed status. */
export function deriveVehicleStatus(
  vehicle: StatusVehicle,
  thresholds: StatusThresholds,
  now: number,
  preferred?: Workflow,
): DisplayStatus {
  if (vehicle.isShipping) return 'shipping';
  const workflow = vehicleWorkflow(vehicle, preferred);
  if (workflow === 'make-ready') {
    return deriveMakeReadyStatus(makeReadyAgeMinutes(vehicle, now), thresholds.makeReady);
  }
  if (workflow === 'service') {
    return deriveServiceStatus(serviceAgeDays(vehicle, now), thresholds.service);
  }
  return 'inventory';
}

/**
 * The first moment after `now` at which the derived status changes, or null when it never
 * will by time alone (shipping, inventory, a fixed customDaysAgo, or already last). The board
 * schedules one timer per tile with it instead of re-rendering every tile on an interval;
 * service edges can be weeks away, so pass the delay through `timerDelayUntil` (time.ts).
 */
export function nextStatusChangeAt(
  vehicle: StatusVehicle,
  thresholds: StatusThresholds,
  now: number,
  preferred?: Workflow,
): number | null {
  if (vehicle.isShipping) return null;
  const workflow = vehicleWorkflow(vehicle, preferred);
  let start: number;
  let boundaries: number[];
  if (workflow === 'make-ready') {
    const t = thresholds.makeReady;
    start = vehicle.makeReadyAddedAt ?? vehicle.checkInTime;
    boundaries = [t.newThreshold, t.workingThreshold, t.warningThreshold].map((m) => m * MINUTE_MS);
  } else if (workflow === 'service' && vehicle.customDaysAgo == null) {
    const t = thresholds.service;
    start = vehicle.serviceAddedAt ?? vehicle.checkInTime;
    boundaries = [t.newThreshold, t.goodThreshold, t.attentionThreshold].map((d) => d * DAY_MS);
  } else {
    return null;
  }
  const current = deriveVehicleStatus(vehicle, thresholds, now, preferred);
  const candidates = boundaries
    .map((offset) => Math.max(now + 1, Math.ceil(start + offset)))
    .sort((a, b) => a - b);
  for (const candidate of candidates) {
    // The age is a float division, so look a few milliseconds around the exact edge.
    for (let at = Math.max(now + 1, candidate - 2); at <= candidate + 2; at += 1) {
      if (deriveVehicleStatus(vehicle, thresholds, at, preferred) !== current) return at;
    }
  }
  return null;
}

/** When a vehicle entered the given workflow (a fixed customDaysAgo counts back from now). */
export function workflowEnteredAt(vehicle: StatusVehicle, workflow: Workflow, now: number): number {
  if (workflow === 'make-ready') return vehicle.makeReadyAddedAt ?? vehicle.checkInTime;
  if (workflow === 'service') {
    if (vehicle.customDaysAgo != null) return now - vehicle.customDaysAgo * DAY_MS;
    return vehicle.serviceAddedAt ?? vehicle.checkInTime;
  }
  return vehicle.checkInTime;
}

/**
 * Board order (spec 2.14, Make Ready tour): starred first, then newest by the time the
 * vehicle entered its workflow. Returns a new array; ties keep their input order.
 */
export function sortBoardVehicles<T extends StatusVehicle & { starred: boolean }>(
  vehicles: readonly T[],
  now: number,
  preferred?: Workflow,
): T[] {
  const entered = new Map<T, number>(
    vehicles.map((v) => [v, workflowEnteredAt(v, vehicleWorkflow(v, preferred), now)]),
  );
  return [...vehicles].sort((a, b) => {
    if (a.starred !== b.starred) return a.starred ? -1 : 1;
    return (entered.get(b) ?? 0) - (entered.get(a) ?? 0);
  });
}

/** Spec 4.2 default labels; 'inventory' is not a timed status and reads INVENTORY. */
export const DEFAULT_STATUS_LABELS: Readonly<Record<DisplayStatus, string>> = {
  new: 'NEW',
  working: 'WORKING',
  warning: 'WRAP UP',
  overdue: 'OVERDUE',
  good: 'GOOD',
  attention: 'ATTENTION',
  critical: 'CRITICAL',
  shipping: 'SHIPPING',
  inventory: 'INVENTORY',
};
export const UNKNOWN_STATUS_LABEL = 'UNKNOWN';

function isDisplayStatus(status: string): status is DisplayStatus {
  return Object.hasOwn(DEFAULT_STATUS_LABELS, status);
}

/**
 * The tile label: the configured label upper-cased (spec 4.2), else the default, and
 * UNKNOWN for a status this version does not know (e.g. from a newer server).
 */
export function statusLabel(
  status: DisplayStatus | (string & {}),
  labels?: Partial<Record<DisplayStatus, string | null | undefined>>,
): string {
  if (!isDisplayStatus(status)) return UNKNOWN_STATUS_LABEL;
  const custom = labels?.[status]?.trim();
  return custom ? custom.toUpperCase() : DEFAULT_STATUS_LABELS[status];
}

export type StatusIcon = 'truck' | 'clock' | 'wrench' | 'tools' | 'triangle' | 'cross' | 'box';

/**
 * Spec 4.2 icons. The "working" slot is a wrench on Make Ready and tools on Service, whose
 * working-equivalent status is 'good'. Inventory and unknown statuses show a box.
 */
export function statusIcon(status: DisplayStatus | (string & {}), workflow: Workflow): StatusIcon {
  switch (status) {
    case 'shipping':
      return 'truck';
    case 'new':
      return 'clock';
    case 'working':
    case 'good':
      return workflow === 'service' ? 'tools' : 'wrench';
    case 'warning':
    case 'attention':
      return 'triangle';
    case 'overdue':
    case 'critical':
      return 'cross';
    default:
      return 'box';
  }
}

export type StatusToneName = 'purple' | 'green' | 'yellow' | 'red' | 'shipping' | 'neutral';
export interface StatusTone {
  tone: StatusToneName;
  flashing: boolean;
}

/** Spec 4.2 tile style: new purple and flashing, overdue/critical red and flashing. */
export function statusTone(status: DisplayStatus | (string & {})): StatusTone {
  switch (status) {
    case 'new':
      return { tone: 'purple', flashing: true };
    case 'working':
    case 'good':
      return { tone: 'green', flashing: false };
    case 'warning':
    case 'attention':
      return { tone: 'yellow', flashing: false };
    case 'overdue':
    case 'critical':
      return { tone: 'red', flashing: true };
    case 'shipping':
      return { tone: 'shipping', flashing: false };
    default:
      return { tone: 'neutral', flashing: false };
  }
}

/**
 * Tile age text for a workflow (spec 4.2): time since the vehicle entered it, except a
 * service vehicle with customDaysAgo, which reads 'N day(s) ago' from that number.
 */
export function formatVehicleAge(vehicle: StatusVehicle, workflow: Workflow, now: number): string {
  if (workflow === 'service' && vehicle.customDaysAgo != null) {
    return formatDaysAgo(vehicle.customDaysAgo);
  }
  return formatAge(workflowEnteredAt(vehicle, workflow, now), now);
}
