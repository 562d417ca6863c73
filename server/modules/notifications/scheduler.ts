import type { FastifyInstance } from 'fastify';
import { thresholdsFromConfig } from '@domain/dealership-config';
import { localHourOf } from '@domain/recon/business-time';
import type { Db } from '../../db/client';
import { withSystemTransaction } from '../../db/transactions';
import type { Mailer } from '../mail/mailer';
import { readConfig } from '../config/repository';
import {
  alertKey,
  alertMail,
  digestKey,
  digestMail,
  vehiclesInAlert,
  type AlertEvent,
  type PlannedMail,
} from './messages';
import { claimDeliveries, listNotifiedDealerships, listWorkflowVehicles } from './repository';

export interface NotificationScheduler {
  /** One pass at `now`: claims and sends whatever is due; returns how many mails went out. */
  runOnce: (now: number) => Promise<number>;
}

export interface SchedulerDeps {
  db: Db;
  mailer: Mailer;
}

const EVENTS: readonly AlertEvent[] = ['makeReadyOverdue', 'serviceCritical'];

/** Plans one dealership's mails and claims their keys, in one short system transaction. */
async function planDealership(
  db: Db,
  dealershipId: string,
  name: string,
  now: number,
  settings: {
    events: Record<AlertEvent, boolean>;
    dailyDigestHour: number | null;
  },
): Promise<PlannedMail[]> {
  return withSystemTransaction(db, async (tx) => {
    const config = await readConfig(tx, dealershipId);
    const thresholds = thresholdsFromConfig(config);
    const { timeZone } = config.businessHours;
    const vehicles = await listWorkflowVehicles(tx, dealershipId);
    const planned: PlannedMail[] = [];
    for (const event of EVENTS.filter((e) => settings.events[e])) {
      const due = vehiclesInAlert(event, vehicles, thresholds, now);
      const claimed = await claimDeliveries(
        tx,
        dealershipId,
        due.map((v) => alertKey(event, v)),
        now,
      );
      const fresh = due.filter((v) => claimed.has(alertKey(event, v)));
      if (fresh.length > 0) {
        planned.push({ keys: [...claimed], ...alertMail(event, name, fresh, now) });
      }
    }
    if (
      settings.dailyDigestHour !== null &&
      localHourOf(now, timeZone) === settings.dailyDigestHour
    ) {
      const claimed = await claimDeliveries(tx, dealershipId, [digestKey(now, timeZone)], now);
      if (claimed.size > 0)
        planned.push({ keys: [...claimed], ...digestMail(name, vehicles, thresholds, now) });
    }
    return planned;
  });
}

/**
 * Mails Make Ready overdue and Service critical alerts and the daily digest to
 * each dealership's recipients, as the super admin set them; the digest's hour is the
 * dealership's own (its business hours' time zone, issue #32). Keys are claimed before sending
 * (at most once: a mail that then fails is not retried), and mail goes out after the claim
 * committed, through the app's mailer (SMTP, or the log and dev outbox).
 */
export function createNotificationScheduler(deps: SchedulerDeps): NotificationScheduler {
  const runOnce = async (now: number): Promise<number> => {
    const dealerships = await withSystemTransaction(deps.db, (tx) => listNotifiedDealerships(tx));
    let sent = 0;
    for (const { dealershipId, name, settings } of dealerships) {
      const mails = await planDealership(deps.db, dealershipId, name, now, settings);
      for (const mail of mails) {
        for (const to of settings.recipients) {
          await deps.mailer.send({ to, subject: mail.subject, text: mail.text });
          sent += 1;
        }
      }
    }
    return sent;
  };
  return { runOnce };
}

/** The alerts and the digest as a job of the app's scheduler (server/lib/scheduler.ts). */
export function registerNotificationScheduler(app: FastifyInstance): void {
  const notifications = createNotificationScheduler({ db: app.db, mailer: app.mailer });
  app.scheduler.add('notifications', notifications.runOnce);
}
