import { formatCsvTimestamp } from '@domain/api/activity';
import type { Vehicle, VehicleUpdate } from '@domain/api/vehicles';
import type { DealershipConfig } from '@domain/dealership-config-schema';
import { timeCorrectionText } from '@domain/recon/moves';
import { formatDaysAgo } from '@domain/relative-time';
import type { ChangeEntry } from '@domain/vehicle/change-entries';
import {
  CLOCK_REFUSAL_MESSAGES,
  clockCorrectionRefusal,
  type ClockField,
} from '@domain/vehicle/clock';
import { HttpError } from '../../lib/http-error';

/**
 * The one gate of a clock correction (issue #26 item 6, domain/vehicle/clock): Time editing on
 * and the right to correct, else 403 naming the field.
 */
export function assertMayCorrectClock(
  config: Pick<DealershipConfig, 'features'>,
  role: string,
  field: ClockField,
): void {
  const refusal = clockCorrectionRefusal(role, config.features);
  if (refusal) throw new HttpError(403, `${field}: ${CLOCK_REFUSAL_MESSAGES[refusal]}`, field);
}

/**
 * The entry of a correction, "time corrected from … to …" with the old and the new value (the
 * record's history shows both); the caller writes it even with vehicle logging off. Times read
 * in the dealership's time zone; days in Service as the tile reads them.
 */
export function clockCorrectionEntry(
  field: ClockField,
  from: number | null,
  to: number | null,
  timeZone: string | undefined,
): ChangeEntry {
  if (field === 'customDaysAgo') {
    const days = (value: number | null) => (value === null ? 'none' : formatDaysAgo(value));
    return {
      action: 'updated',
      detailedAction: timeCorrectionText(days(from), days(to)),
      edits: [{ field, from, to }],
    };
  }
  const when = (at: number | null) => (at === null ? 'none' : formatCsvTimestamp(at, timeZone));
  return {
    action: 'updated',
    detailedAction: timeCorrectionText(when(from), when(to)),
    times: [{ field, from, to }],
  };
}

/** The clock fields that are columns of their own (the step's start goes with its stay). */
export type FieldClock = Exclude<ClockField, 'stepEnteredAt'>;

/** One correction of a clock field: what it was (or what a move would make it) and what it becomes. */
export interface FieldCorrection {
  field: FieldClock;
  from: number | null;
  to: number | null;
}

/**
 * The clock fields a PATCH corrects (the step's start aside: step-change.ts). A field is
 * corrected when the patch gives it a value other than the one the change would leave: the
 * stored one, or, with a move, what the move makes it (a start stamped now, no days).
 */
export function fieldCorrections(
  before: Vehicle,
  patch: Omit<VehicleUpdate, 'version'>,
  now: number,
): FieldCorrection[] {
  const moves = patch.type !== undefined && patch.type !== before.type;
  const corrections: FieldCorrection[] = [];
  for (const field of ['makeReadyAddedAt', 'serviceAddedAt'] as const) {
    const to = patch[field];
    // A start left empty is not given (domain/vehicle/workflow keeps or stamps it).
    if (to == null || to === before[field]) continue;
    corrections.push({ field, from: moves ? now : before[field], to });
  }
  if (patch.checkInTime !== undefined && patch.checkInTime !== before.checkInTime) {
    corrections.push({ field: 'checkInTime', from: before.checkInTime, to: patch.checkInTime });
  }
  const daysLeft = moves ? null : before.customDaysAgo;
  if (patch.customDaysAgo !== undefined && patch.customDaysAgo !== daysLeft) {
    corrections.push({ field: 'customDaysAgo', from: daysLeft, to: patch.customDaysAgo });
  }
  return corrections;
}
