import { describe, expect, it } from 'vitest';
import { ny } from './alert-fixtures';
import type { AlertChannel } from './gate';
import { outgoingMessages, type PendingDelivery } from './outgoing-messages';

const monday = ny('2026-11-30T08:00');

function pending(
  id: string,
  userId: string,
  channel: AlertChannel,
  sendAt: number,
  raisedAt = ny('2026-11-29T03:00'),
): PendingDelivery {
  return {
    id,
    userId,
    channel,
    sendAt,
    alert: {
      vehicleId: `car-${id}`,
      text: `Car ${id} went red in Detail`,
      trigger: 'overdue',
      level: 0,
      raisedAt,
    },
  };
}

describe('outgoingMessages', () => {
  it('sends one message per person and channel, the bell one per alert', () => {
    const messages = outgoingMessages(
      [
        pending('1', 'ann', 'push', ny('2026-11-28T17:00'), ny('2026-11-28T16:00')),
        pending('2', 'ann', 'push', monday),
        pending('3', 'ann', 'push', monday, ny('2026-11-30T07:59')),
        pending('4', 'ann', 'mail', monday),
        pending('5', 'bob', 'push', monday),
        pending('6', 'ann', 'in-app', monday),
        pending('7', 'ann', 'in-app', monday),
        pending('8', 'ann', 'push', ny('2026-11-30T08:30')),
      ],
      monday,
      'America/New_York',
    );
    expect(messages.map((m) => [m.userId, m.channel, m.deliveryIds, m.message.title])).toEqual([
      ['ann', 'push', ['1', '2', '3'], '3 cars went red since Saturday'],
      ['ann', 'mail', ['4'], 'Car 4 went red in Detail since Sunday'],
      ['bob', 'push', ['5'], 'Car 5 went red in Detail since Sunday'],
      ['ann', 'in-app', ['6'], 'Car 6 went red in Detail since Sunday'],
      ['ann', 'in-app', ['7'], 'Car 7 went red in Detail since Sunday'],
    ]);
  });

  it('sends nothing before its time', () => {
    expect(outgoingMessages([pending('1', 'ann', 'push', monday)], monday - 1, 'UTC')).toEqual([]);
  });
});
