import { formatCsvTimestamp } from '@domain/api/activity';
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
