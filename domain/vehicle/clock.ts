import { can, type Right } from '../permissions';
import type { Role } from '../api/common';

/**
 * Issue #26 item 6, "the clock is trusted": the fields that set a vehicle's age once it exists.
 * They are its in-stock date, its workflow starts, its days in Service (they override the
 * service age, spec 4.1) and its step's start. Changing one on an existing vehicle is a
 * correction: it needs Time editing on and the right below, and is always logged. A move stamps
 * now and an undo puts back a time the vehicle had; neither is a correction.
 */
export const CLOCK_FIELDS = [
  'checkInTime',
  'makeReadyAddedAt',
  'serviceAddedAt',
  'customDaysAgo',
  'stepEnteredAt',
] as const;
export type ClockField = (typeof CLOCK_FIELDS)[number];

/**
 * Who may correct a clock: the right the record has always asked for start times (manager and
 * above, decision 0050), so the server refuses what the screens do not offer.
 */
export const TIME_EDITING_RIGHT: Right = 'vehicles.manage';

export function isClockField(key: string): key is ClockField {
  return (CLOCK_FIELDS as readonly string[]).includes(key);
}

/** Why a correction is refused, or null when it may be made. */
export function clockCorrectionRefusal(
  role: Role | (string & {}) | null | undefined,
  features: { timeEditing: boolean },
): 'time-editing-off' | 'no-right' | null {
  if (!features.timeEditing) return 'time-editing-off';
  return can(role, TIME_EDITING_RIGHT) ? null : 'no-right';
}

export const CLOCK_REFUSAL_MESSAGES = {
  'time-editing-off':
    'Time editing is turned off for this dealership: start times cannot be changed',
  'no-right': 'Correcting a start time needs the right to manage vehicles',
} as const;
