/**
 * A move between steps (issue #26 item 2): why the new stay began, and the activity text.
 */
import type { StayReason } from './steps';

/**
 * Forward to the next step is "moved", forward past one or more steps "skipped", to an
 * earlier step "sent_back". Positions are the steps' places in their workflow; a car with no
 * step yet (it is entering the workflow) is "entered".
 */
export function classifyMove(fromPosition: number | null, toPosition: number): StayReason {
  if (fromPosition === null) return 'entered';
  if (toPosition < fromPosition) return 'sent_back';
  if (toPosition > fromPosition + 1) return 'skipped';
  return 'moved';
}

/** The activity entry's detailedAction: "moved from Inspection to Mechanical". */
export function stepMoveText(fromName: string, toName: string): string {
  return `moved from ${fromName} to ${toName}`;
}

/** The activity text of a corrected start (item 6): "time corrected from … to …". */
export function timeCorrectionText(from: string, to: string): string {
  return `time corrected from ${from} to ${to}`;
}
