import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DAY_MS } from '@domain/time';
import {
  checkClustering,
  CLUSTER_BAND_PERCENT,
  CLUSTER_SHARE_PERCENT,
} from '@domain/work/clustering';
import { formatMoney } from '@domain/work/money';
import { dealerships, notificationDeliveries, users, workItems } from '../../db/schema';
import { withSystemTransaction } from '../../db/transactions';
import { readConfig } from '../config/repository';

const WEEK_MS = 7 * DAY_MS;
/** 1970-01-01 was a Thursday: weeks here start on Monday 00:00 UTC. */
const MONDAY_OFFSET_MS = 4 * DAY_MS;

/** The last whole week (Monday to Monday, UTC) before `now`. */
export function lastWeek(now: number): { from: number; to: number } {
  const to = Math.floor((now - MONDAY_OFFSET_MS) / WEEK_MS) * WEEK_MS + MONDAY_OFFSET_MS;
  return { from: to - WEEK_MS, to };
}

/**
 * The weekly check against work sized to the limit (issue #33 item 4, domain/work/clustering):
 * once per dealership and week, claimed under a unique key (`work-clustering:<week>`) so one
 * process of a cluster runs it, the cars the rule approved last week are checked; when too many
 * sit just under the limit, the managers and admins get a mail.
 */
export async function checkWeeklyClustering(app: FastifyInstance, now: number): Promise<number> {
  const week = lastWeek(now);
  const key = `work-clustering:${new Date(week.from).toISOString().slice(0, 10)}`;
  const mails = await withSystemTransaction(app.db, async (tx) => {
    const cars = await tx
      .select({
        dealershipId: workItems.dealershipId,
        cents: sql<string>`sum(${workItems.totalCents})`,
      })
      .from(workItems)
      .where(
        and(
          eq(workItems.decidedHow, 'rule'),
          gte(workItems.decidedAt, week.from),
          lt(workItems.decidedAt, week.to),
        ),
      )
      .groupBy(workItems.dealershipId, workItems.vehicleId);
    const byDealership = new Map<string, number[]>();
    for (const car of cars) {
      byDealership.set(car.dealershipId, [
        ...(byDealership.get(car.dealershipId) ?? []),
        Number(car.cents),
      ]);
    }
    const planned: { to: string; subject: string; text: string }[] = [];
    for (const [dealershipId, totals] of byDealership) {
      const claimed = await tx
        .insert(notificationDeliveries)
        .values({ dealershipId, key, sentAt: now })
        .onConflictDoNothing()
        .returning({ key: notificationDeliveries.key });
      if (claimed.length === 0) continue;
      const { work } = await readConfig(tx, dealershipId);
      const check = checkClustering(totals, work.autoApproveLimitCents);
      if (!check.flagged) continue;
      const [dealership] = await tx
        .select({ name: dealerships.name })
        .from(dealerships)
        .where(eq(dealerships.id, dealershipId));
      const recipients = await tx
        .select({ email: users.email })
        .from(users)
        .where(
          and(
            eq(users.dealershipId, dealershipId),
            eq(users.disabled, false),
            isNotNull(users.email),
            inArray(users.role, ['manager', 'admin']),
          ),
        );
      const limit = formatMoney(work.autoApproveLimitCents, work);
      const text = [
        `Last week ${String(check.nearLimit)} of the ${String(check.cars)} cars approved by the rule at ${dealership?.name ?? 'your dealership'} came within ${String(CLUSTER_BAND_PERCENT)} % under the ${limit} limit.`,
        '',
        `More than ${String(CLUSTER_SHARE_PERCENT)} % of cars just under the limit often means work is being sized to the limit rather than to the car. Worth a look at those repair orders.`,
      ].join('\n');
      for (const { email } of recipients) {
        if (email)
          planned.push({
            to: email,
            subject: `Recon work is clustering under the ${limit} limit`,
            text,
          });
      }
    }
    return planned;
  });
  for (const mail of mails) await app.mailer.send(mail);
  return mails.length;
}
