/**
 * From a due alert to its deliveries (issue #32, decision 0110): the people its audience names,
 * each on their channels, each through the gate. The server writes one delivery row per answer
 * (sent now, or held until), so a pass after a restart finds what is still waiting.
 */
import type { BusinessCalendar } from '../recon/business-calendar';
import type { AlertPreferences, ChannelReach } from './alert-preferences';
import { alertChannelsFor } from './alert-preferences';
import { alertRecipients, type AlertPeople, type DueAlert } from './due-alerts';
import { gate, type AlertChannel, type GateDecision } from './gate';

export interface AlertRecipientInfo {
  preferences: AlertPreferences;
  reach: ChannelReach;
}

export interface DeliveryContext {
  people: AlertPeople;
  /** Everyone the audience may name; someone missing (deactivated) gets nothing. */
  recipients: ReadonlyMap<string, AlertRecipientInfo>;
  /** The last message sent to the person on the channel, or null. */
  lastSentAt: (userId: string, channel: AlertChannel) => number | null;
  calendar: BusinessCalendar;
}

export interface AlertDelivery {
  userId: string;
  channel: AlertChannel;
  decision: GateDecision;
}

/**
 * Every delivery of an alert at `now`. A promised car's red alert also goes to the manager on
 * call, and is the only alert that may break the gate's hours for them.
 */
export function planAlertDeliveries(
  alert: Pick<DueAlert, 'trigger' | 'audience'>,
  promised: boolean,
  context: DeliveryContext,
  now: number,
): AlertDelivery[] {
  const urgent = promised && alert.trigger === 'overdue';
  const audience = urgent ? [...alert.audience, 'on-call' as const] : alert.audience;
  return alertRecipients(audience, context.people).flatMap((userId) => {
    const info = context.recipients.get(userId);
    if (!info) return [];
    return alertChannelsFor(info.preferences, info.reach).map((channel) => ({
      userId,
      channel,
      decision: gate(
        { promised: urgent },
        {
          channel,
          quietHours: info.preferences.quietHours,
          timeZone: info.preferences.timeZone,
          onCall: userId === context.people.onCallId,
        },
        { calendar: context.calendar, lastSentAt: context.lastSentAt(userId, channel) },
        now,
      ),
    }));
  });
}
