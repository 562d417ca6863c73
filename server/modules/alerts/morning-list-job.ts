import type { FastifyInstance } from 'fastify';
import { alertChannelsFor } from '@domain/alerts/alert-preferences';
import { gate } from '@domain/alerts/gate';
import {
  dueMorningList,
  morningListFor,
  morningListKey,
  morningListTitle,
} from '@domain/alerts/morning-list';
import type { OutgoingMessage } from '@domain/alerts/outgoing-messages';
import { statusFromStepThresholds, stepAgeMs } from '@domain/recon/step-status';
import { eq } from 'drizzle-orm';
import { dealerships, notificationDeliveries } from '../../db/schema';
import { withSystemTransaction, withTenantTransaction } from '../../db/transactions';
import { channelKey, readDealershipAlertState } from './dealership-alert-state';
import { sendAlertMessages } from './send-messages';

/**
 * The morning list (issue #32 item 5, domain/alerts/morning-list): from the dealership's
 * opening on a business day, each person who wants it gets their cars, red first. It asks
 * the gate like any alert: someone in quiet hours is asked again each pass until they end,
 * and claims the day's key (notification_deliveries) only when it goes, so it goes once.
 */
export async function sendMorningLists(app: FastifyInstance, now: number): Promise<number> {
  const active = await withSystemTransaction(app.db, (tx) =>
    tx
      .select({ id: dealerships.id, slug: dealerships.slug, name: dealerships.name })
      .from(dealerships)
      .where(eq(dealerships.active, true)),
  );
  let sent = 0;
  for (const dealership of active) {
    const messages = await withTenantTransaction(app.db, dealership.id, async (tx) => {
      const state = await readDealershipAlertState(tx, dealership.id, {
        smsProvider: app.sms !== null,
      });
      const date = dueMorningList(now, state.calendar);
      if (date === null) return [];
      const cars = state.cars.flatMap((car) => {
        const step = state.steps.get(car.stepId);
        if (!step?.timed) return [];
        const age = stepAgeMs(step, car.enteredAt, state.calendar, now);
        return [
          { ...car, stepName: step.name, status: statusFromStepThresholds(step.thresholds, age) },
        ];
      });
      const out: OutgoingMessage[] = [];
      for (const person of state.people.values()) {
        if (!person.preferences.morningList) continue;
        const list = morningListFor(person.id, cars);
        if (!list) continue;
        // A list of cars is no text message: the morning list goes by push and mail only.
        const channels = alertChannelsFor(person.preferences, {
          push: person.hasPush,
          sms: false,
        }).filter((channel) => channel !== 'in-app');
        const open = channels.filter(
          (channel) =>
            gate(
              { promised: false },
              {
                channel,
                quietHours: person.preferences.quietHours,
                timeZone: person.preferences.timeZone,
                onCall: false,
              },
              {
                calendar: state.calendar,
                lastSentAt: state.lastSent.get(channelKey(person.id, channel)) ?? null,
              },
              now,
            ).action === 'send',
        );
        if (open.length === 0) continue;
        const [claimed] = await tx
          .insert(notificationDeliveries)
          .values({
            dealershipId: dealership.id,
            key: morningListKey(date, person.id),
            sentAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (!claimed) continue;
        const message = {
          title: morningListTitle(list),
          lines: list.cars.map((car) => ({
            vehicleId: car.vehicleId,
            text: `${car.label}: ${car.status} in ${car.stepName}`,
          })),
        };
        for (const channel of open)
          out.push({ userId: person.id, channel, deliveryIds: [], message });
      }
      return out;
    });
    sent += await sendAlertMessages(app, dealership, messages);
  }
  return sent;
}
