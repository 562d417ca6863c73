/**
 * The one alert gate (issue #32 item 2, design.md "One alert gate", decision 0110): every alert
 * to every person on every channel asks it whether to go now or wait, and until when. It waits
 * for the dealership's next opening, then past the person's quiet hours, then for the person's
 * channel to be 30 minutes clear of its last message; what waits is grouped when it goes.
 */
import type { BusinessCalendar } from '../recon/business-calendar';
import { addBusinessTime } from '../recon/business-time';
import { MINUTE_MS } from '../time';
import { quietHoursEndAt, type QuietHours } from './quiet-hours';

/**
 * In the app (the bell), web push, mail, SMS. The bell rings nobody: its alerts are listed
 * at once, and the gate holds only the channels that reach a pocket or an inbox.
 */
export const ALERT_CHANNELS = ['in-app', 'push', 'mail', 'sms'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** One message per person per channel in this span; later ones wait and go grouped. */
export const CHANNEL_QUIET_SPAN_MS = 30 * MINUTE_MS;

/** Enough turns of the walk for a month of closed nights, quiet hours and limits. */
const MAX_STEPS = 64;

export interface GateAlert {
  /** The car is promised to a customer: it may wake the manager on call, and nobody else. */
  promised: boolean;
}

export interface GateRecipient {
  channel: AlertChannel;
  quietHours: QuietHours | null;
  /** The person's own zone for quiet hours; null reads them in the dealership's. */
  timeZone: string | null;
  /** Whether the person is the manager on call when the alert is raised. */
  onCall: boolean;
}

export interface GateContext {
  calendar: BusinessCalendar;
  /** The last message sent to this person on this channel, or null. */
  lastSentAt: number | null;
}

export type HoldReason = 'closed' | 'quiet-hours' | 'rate-limit';
export type GateDecision =
  { action: 'send' } | { action: 'hold'; until: number; reason: HoldReason };

/**
 * The first instant at or after `at` within the dealership's hours, or null when its calendar
 * never opens (then hours hold nothing back). One business millisecond on from `at` lands a
 * millisecond past that instant, whether `at` is open or not.
 */
export function nextOpeningAt(at: number, calendar: BusinessCalendar): number | null {
  const after = addBusinessTime(at, 1, calendar);
  return after === null ? null : after - 1;
}

/** Whether this alert may go out now to this person on this channel, or until when it waits. */
export function gate(
  alert: GateAlert,
  recipient: GateRecipient,
  context: GateContext,
  now: number,
): GateDecision {
  if (recipient.channel === 'in-app') return { action: 'send' };
  const wakes = alert.promised && recipient.onCall;
  const zone = recipient.timeZone ?? context.calendar.timeZone;
  const clearAt = context.lastSentAt === null ? now : context.lastSentAt + CHANNEL_QUIET_SPAN_MS;
  let at = now;
  let reason: HoldReason | null = null;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const opening = wakes ? at : (nextOpeningAt(at, context.calendar) ?? at);
    const quietEnd =
      wakes || !recipient.quietHours ? null : quietHoursEndAt(at, recipient.quietHours, zone);
    const held: [number, HoldReason] | null =
      opening > at
        ? [opening, 'closed']
        : quietEnd !== null
          ? [quietEnd, 'quiet-hours']
          : clearAt > at
            ? [clearAt, 'rate-limit']
            : null;
    if (!held) break;
    [at, reason] = [held[0], reason ?? held[1]];
  }
  return reason === null ? { action: 'send' } : { action: 'hold', until: at, reason };
}
