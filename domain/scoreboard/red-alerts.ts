/**
 * The scoreboard's acknowledgement figure (issue #32 item 4): the share of red cars somebody
 * took ("I'm on it", or opening the alert) within an hour of business time. Pure, like
 * approvals.ts: the server reads the red alerts once.
 */
import type { BusinessCalendar } from '../recon/business-calendar';
import { businessElapsedMs } from '../recon/business-time';
import { MINUTE_MS } from '../time';
import { shareOf } from './percentiles';

/**
 * How long a red car may wait to be taken and still count as taken in time: the escalation
 * ladder's own default step (DEFAULT_ESCALATE_AFTER_MINUTES), as the issue words the figure.
 */
export const RED_TAKEN_WITHIN_MINUTES = 60;
const RED_TAKEN_WITHIN_MS = RED_TAKEN_WITHIN_MINUTES * MINUTE_MS;

/**
 * One red alert as one person got it: a stay's 'overdue' alert from its step's rule. A car
 * going red raises one per recipient, each escalation level again; all of them share the stay
 * (vehicle, step, entered at), and acknowledging any acknowledges them all.
 */
export interface ScoreboardRedAlert {
  vehicleId: string;
  stepId: string;
  stayEnteredAt: number;
  raisedAt: number;
  acknowledgedAt: number | null;
}

export interface RedAlertFigures {
  /**
   * Cars that went red in the period and were taken, or not within their hour: one per stay,
   * however many people were told.
   */
  redCars: number;
  /** Of those, the ones somebody took within RED_TAKEN_WITHIN_MINUTES of business time. */
  takenInTime: number;
  /** takenInTime of redCars; null without any red car. */
  shareTakenInTime: number | null;
}

interface RedEvent {
  wentRedAt: number;
  acknowledgedAt: number | null;
}

/** The stays that went red: when the first alert went, and the first acknowledgement of any. */
function redEvents(history: readonly ScoreboardRedAlert[]): RedEvent[] {
  const events = new Map<string, RedEvent>();
  for (const alert of history) {
    const key = `${alert.vehicleId}:${alert.stepId}:${alert.stayEnteredAt}`;
    const event = events.get(key);
    if (!event) {
      events.set(key, { wentRedAt: alert.raisedAt, acknowledgedAt: alert.acknowledgedAt });
      continue;
    }
    event.wentRedAt = Math.min(event.wentRedAt, alert.raisedAt);
    if (alert.acknowledgedAt !== null) {
      event.acknowledgedAt = Math.min(event.acknowledgedAt ?? Infinity, alert.acknowledgedAt);
    }
  }
  return [...events.values()];
}

/**
 * The period's figure: a red car counts in the period it went red in, once its hour is
 * decided: taken, or an hour of business time gone by `now`. A car red for 20 minutes that
 * nobody has taken yet is neither in time nor late, so it is left out until then.
 */
export function redAlertFigures(
  history: readonly ScoreboardRedAlert[],
  period: { start: number; end: number },
  calendar: BusinessCalendar,
  now: number,
): RedAlertFigures {
  const red = redEvents(history).filter(
    (event) =>
      event.wentRedAt >= period.start &&
      event.wentRedAt < period.end &&
      (event.acknowledgedAt !== null ||
        businessElapsedMs(event.wentRedAt, now, calendar) > RED_TAKEN_WITHIN_MS),
  );
  const inTime = (event: RedEvent) =>
    event.acknowledgedAt !== null &&
    businessElapsedMs(event.wentRedAt, event.acknowledgedAt, calendar) <= RED_TAKEN_WITHIN_MS;
  return {
    redCars: red.length,
    takenInTime: red.filter(inTime).length,
    shareTakenInTime: shareOf(red, inTime),
  };
}
