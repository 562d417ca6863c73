/**
 * A small recon process and history for the scoreboard's tables (journeys, figures, CSV):
 * Inspection (business hours, goal 2 h), Mechanical (calendar, goal 8 h), Detail (business
 * hours, goal 4 h), Frontline (untimed), open Monday to Friday 8–18 in New York. Times are
 * written as New York wall-clock times; 2026-11-23 is a Monday.
 */
import { DEFAULT_BUSINESS_CALENDAR, type BusinessCalendar } from '../recon/business-calendar';
import type { StayReason } from '../recon/steps';
import { HOUR_MS } from '../time';
import type { ScoreboardStay, ScoreboardStep, ScoreboardVehicle } from './journeys';

export const WEEKDAYS_8_TO_18: BusinessCalendar = {
  ...DEFAULT_BUSINESS_CALENDAR,
  week: { ...DEFAULT_BUSINESS_CALENDAR.week, saturday: null, sunday: null },
};

/** A New York wall-clock time in November (UTC−5). */
export const ny = (wall: string) => Date.parse(`${wall}-05:00`);

export function step(
  id: string,
  name: string,
  position: number,
  overrides: Partial<ScoreboardStep> = {},
): ScoreboardStep {
  return {
    id,
    name,
    position,
    timed: true,
    countsTowardT2L: true,
    businessHours: false,
    goalMs: null,
    archived: false,
    defaultAssigneeId: null,
    ownerRole: null,
    ...overrides,
  };
}

export const STEP = {
  inspection: '00000000-0000-4000-8000-000000000001',
  mechanical: '00000000-0000-4000-8000-000000000002',
  detail: '00000000-0000-4000-8000-000000000003',
  frontline: '00000000-0000-4000-8000-000000000004',
} as const;

export const STEPS: ScoreboardStep[] = [
  step(STEP.inspection, 'Inspection', 0, { businessHours: true, goalMs: 2 * HOUR_MS }),
  step(STEP.mechanical, 'Mechanical', 1, { goalMs: 8 * HOUR_MS }),
  step(STEP.detail, 'Detail', 2, { businessHours: true, goalMs: 4 * HOUR_MS }),
  step(STEP.frontline, 'Frontline', 3, { timed: false, countsTowardT2L: false }),
];

let vehicleSequence = 0;

/** A vehicle in stock at the given New York time (null: none, it counts from when added). */
export function vehicle(
  inStock: string | null,
  overrides: Partial<ScoreboardVehicle> = {},
): ScoreboardVehicle {
  vehicleSequence += 1;
  const id = `10000000-0000-4000-8000-${String(vehicleSequence).padStart(12, '0')}`;
  return {
    id,
    stockNumber: `S${vehicleSequence}`,
    vin: null,
    year: 2021,
    make: 'Toyota',
    model: 'Camry',
    inStockAt: inStock === null ? null : ny(inStock),
    createdAt: ny('2026-11-20T08:00'),
    assigneeId: null,
    ...overrides,
  };
}

/** A stay from one New York time to another (null: open), with the car's assignee by default. */
export function stay(
  car: ScoreboardVehicle,
  stepId: string,
  entered: string,
  left: string | null,
  reason: StayReason = 'moved',
  assigneeId: string | null = car.assigneeId,
): ScoreboardStay {
  return {
    vehicleId: car.id,
    stepId,
    enteredAt: ny(entered),
    leftAt: left === null ? null : ny(left),
    reason,
    assigneeId,
  };
}
