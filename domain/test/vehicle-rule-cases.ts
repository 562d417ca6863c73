import type { Vehicle, VehicleCreateInput, VehicleType, VehicleUpdate } from '../api/vehicles';
import { MINUTE_MS } from '../time';

/**
 * The vehicle rules as a table that every implementation is held to: the domain functions,
 * the server (through HTTP) and the sandbox (through the web's own API client) each run these
 * cases, so a rule cannot drift on one side (issue #14: "entering a workflow stamps its time,
 * leaving clears it" once lived in five places that disagreed).
 */

/** When the vehicle was added (and entered its first workflow), and when the change is made. */
export const ADDED_AT = Date.UTC(2026, 10, 23, 9, 0, 0);
export const CHANGED_AT = ADDED_AT + 10 * MINUTE_MS;
const EARLIER = ADDED_AT - 60 * MINUTE_MS;

/** A time in the expectation: when added, when changed, a given instant, or none. */
export type At = 'added' | 'changed' | number | null;

export function resolveAt(at: At): number | null {
  if (at === 'added') return ADDED_AT;
  if (at === 'changed') return CHANGED_AT;
  return at;
}

export interface WorkflowCase {
  name: string;
  /** The vehicle as added at ADDED_AT. */
  add: Omit<VehicleCreateInput, 'stockNumber' | 'make' | 'model' | 'color' | 'year'>;
  /** The change made at CHANGED_AT. */
  patch: Omit<VehicleUpdate, 'version'>;
  expected:
    | {
        type: VehicleType;
        inMakeReady: boolean;
        makeReadyAddedAt: At;
        inService: boolean;
        serviceAddedAt: At;
        customDaysAgo: number | null;
      }
    | { error: { status: 400; field: string } };
}

const inMakeReady = (at: At) => ({
  type: 'make-ready' as const,
  inMakeReady: true,
  makeReadyAddedAt: at,
  inService: false,
  serviceAddedAt: null,
  customDaysAgo: null,
});
const inService = (at: At, customDaysAgo: number | null = null) => ({
  type: 'service' as const,
  inMakeReady: false,
  makeReadyAddedAt: null,
  inService: true,
  serviceAddedAt: at,
  customDaysAgo,
});
const inInventory = (customDaysAgo: number | null = null) => ({
  type: 'inventory' as const,
  inMakeReady: false,
  makeReadyAddedAt: null,
  inService: false,
  serviceAddedAt: null,
  customDaysAgo,
});

/** Decision 0014 (amended by 0019 and 0082): entering stamps, staying keeps, leaving clears. */
export const WORKFLOW_CASES: WorkflowCase[] = [
  { name: 'added to inventory, stays', add: {}, patch: { notes: 'x' }, expected: inInventory() },
  {
    name: 'inventory → Make Ready stamps now',
    add: {},
    patch: { type: 'make-ready' },
    expected: inMakeReady('changed'),
  },
  {
    name: 'Make Ready → Service clears Make Ready, stamps Service',
    add: { type: 'make-ready' },
    patch: { type: 'service' },
    expected: inService('changed'),
  },
  {
    name: 'Service → inventory clears Service and its days',
    add: { type: 'service', customDaysAgo: 3 },
    patch: { type: 'inventory' },
    expected: inInventory(),
  },
  {
    name: 'staying in Make Ready keeps its start',
    add: { type: 'make-ready' },
    patch: { notes: 'detail done', type: 'make-ready' },
    expected: inMakeReady('added'),
  },
  {
    name: 'staying in Service keeps its days',
    add: { type: 'service', customDaysAgo: 3 },
    patch: { notes: 'parts ordered' },
    expected: inService('added', 3),
  },
  {
    name: 'entering Service with days keeps them',
    add: {},
    patch: { type: 'service', customDaysAgo: 2 },
    expected: inService('changed', 2),
  },
  {
    name: 'days given outside Service are kept while the vehicle stays (an import stores 0)',
    add: { customDaysAgo: 0 },
    patch: { notes: 'x' },
    expected: inInventory(0),
  },
  {
    name: 'a move clears days it does not bring: inventory → Service ages from the move',
    add: { customDaysAgo: 0 },
    patch: { type: 'service' },
    expected: inService('changed'),
  },
  {
    name: 'a move clears days it does not bring: inventory → Make Ready',
    add: { customDaysAgo: 4 },
    patch: { type: 'make-ready' },
    expected: inMakeReady('changed'),
  },
  {
    name: 'a Make Ready start set by hand',
    add: { type: 'make-ready' },
    patch: { makeReadyAddedAt: EARLIER },
    expected: inMakeReady(EARLIER),
  },
  {
    name: 'a Make Ready start on a vehicle not in Make Ready is refused',
    add: {},
    patch: { makeReadyAddedAt: EARLIER },
    expected: { error: { status: 400, field: 'makeReadyAddedAt' } },
  },
  {
    name: 'a start in the future is refused',
    add: { type: 'service' },
    patch: { serviceAddedAt: CHANGED_AT + MINUTE_MS },
    expected: { error: { status: 400, field: 'serviceAddedAt' } },
  },
  {
    name: 'a year past the current year + 2 is refused (spec 5)',
    add: {},
    patch: { year: 2029 },
    expected: { error: { status: 400, field: 'year' } },
  },
];

/** The fields of a vehicle a workflow case looks at. */
export function workflowOf(vehicle: Vehicle) {
  const { type, inMakeReady, makeReadyAddedAt, inService, serviceAddedAt, customDaysAgo } = vehicle;
  return { type, inMakeReady, makeReadyAddedAt, inService, serviceAddedAt, customDaysAgo };
}

/** The expected workflow fields with their times resolved. */
export function expectedWorkflow(expected: Exclude<WorkflowCase['expected'], { error: unknown }>) {
  return {
    ...expected,
    makeReadyAddedAt: resolveAt(expected.makeReadyAddedAt),
    serviceAddedAt: resolveAt(expected.serviceAddedAt),
  };
}

/** The rest of the vehicle a case adds. */
export const CASE_VEHICLE = { year: 2024, make: 'Toyota', model: 'Camry', color: 'Silver' };
