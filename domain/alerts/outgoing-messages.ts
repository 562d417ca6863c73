/**
 * What a pass sends (issue #32 item 2, decision 0111): the deliveries whose time has come,
 * one message per person and channel. Alerts the gate let through in the same pass and ones
 * whose hold ended go out together, so two alerts planned at once never make two messages
 * within the 30 minutes. The bell lists each alert on its own: it rings nobody.
 */
import type { AlertChannel } from './gate';
import { groupHeldAlerts, type AlertMessage, type HeldAlert } from './grouped-message';

export interface PendingDelivery {
  /** The delivery row, so the server marks exactly these sent. */
  id: string;
  userId: string;
  channel: AlertChannel;
  /** When the gate lets it go: the pass's `now` for a send, else its hold. */
  sendAt: number;
  alert: HeldAlert;
}

export interface OutgoingMessage {
  userId: string;
  channel: AlertChannel;
  deliveryIds: string[];
  message: AlertMessage;
}

/** The messages to send at `now`, grouped per person and channel (dates in the zone). */
export function outgoingMessages(
  pending: readonly PendingDelivery[],
  now: number,
  timeZone: string,
): OutgoingMessage[] {
  const groups = new Map<string, PendingDelivery[]>();
  for (const delivery of pending) {
    if (delivery.sendAt > now) continue;
    const key =
      delivery.channel === 'in-app'
        ? `${delivery.userId} in-app ${delivery.id}`
        : `${delivery.userId} ${delivery.channel}`;
    groups.set(key, [...(groups.get(key) ?? []), delivery]);
  }
  return [...groups.values()].flatMap((group) => {
    const [first] = group;
    const message = groupHeldAlerts(
      group.map((delivery) => delivery.alert),
      now,
      timeZone,
    );
    if (!first || !message) return [];
    return [
      {
        userId: first.userId,
        channel: first.channel,
        deliveryIds: group.map((delivery) => delivery.id),
        message,
      },
    ];
  });
}
