import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Scoreboard } from '@domain/api/scoreboard';
import { tenantHost } from '@domain/host-mode';
import { computeScoreboard } from '@domain/scoreboard/figures';
import {
  dueWeeklyMail,
  weeklyMailKey,
  weeklyMailText,
  type WeeklyMailContext,
} from '@domain/scoreboard/weekly-mail';
import type { Executor } from '../../db/client';
import { dealerships, users } from '../../db/schema';
import { withSystemTransaction } from '../../db/transactions';
import { publicOrigin } from '../../lib/public-urls';
import type { ScheduledJob } from '../../lib/scheduler';
import { readConfig } from '../config/repository';
import type { Mail } from '../mail/mailer';
import { claimDeliveries } from '../notifications/repository';
import { readScoreboardInput } from './scoreboard-input';

/** The roles that may opt in: the scoreboard is theirs (reports.view). */
export const WEEKLY_MAIL_ROLES = ['manager', 'admin'] as const;

/** The dealership's name and its scoreboard on its own host (never a request's Host). */
export function weeklyMailContext(
  app: FastifyInstance,
  dealership: { name: string; slug: string },
): WeeklyMailContext {
  const origin = publicOrigin(app.config, tenantHost(dealership.slug, app.config.domains));
  return { dealershipName: dealership.name, scoreboardUrl: `${origin}/scoreboard` };
}

/** The board of a week of the dealership's days, as GET /api/scoreboard answers it. */
export async function weekBoard(
  tx: Executor,
  dealershipId: string,
  period: { from: string; to: string },
  now: number,
): Promise<Scoreboard> {
  return computeScoreboard(await readScoreboardInput(tx, dealershipId, period, now, true));
}

interface Recipient {
  userId: string;
  email: string;
  dealershipId: string;
  name: string;
  slug: string;
}

/** Managers and admins who opted in, active, with an address, of active dealerships. */
async function optedIn(tx: Executor): Promise<Recipient[]> {
  const rows = await tx
    .select({
      userId: users.id,
      email: users.email,
      dealershipId: users.dealershipId,
      name: dealerships.name,
      slug: dealerships.slug,
    })
    .from(users)
    .innerJoin(dealerships, eq(dealerships.id, users.dealershipId))
    .where(
      and(
        sql`${users.preferences} @> '{"weeklyScoreboardMail": true}'::jsonb`,
        inArray(users.role, [...WEEKLY_MAIL_ROLES]),
        eq(users.disabled, false),
        isNotNull(users.email),
        eq(dealerships.active, true),
      ),
    );
  return rows.flatMap((row) => (row.email ? [{ ...row, email: row.email }] : []));
}

/**
 * Monday's mail as a job of the one scheduler (decision 0098): for each dealership with
 * someone opted in, once its Monday opening has come (its zone, its hours), each person's mail
 * of the week is claimed under its key, then sent after the claim commits. Two passes, or two
 * processes, claim each key once; a mail that then fails is not sent again.
 */
export function weeklyScoreboardMailJob(app: FastifyInstance): ScheduledJob {
  async function plan(group: Recipient[], now: number): Promise<Mail[]> {
    const [first] = group;
    if (!first) return [];
    return withSystemTransaction(app.db, async (tx) => {
      const config = await readConfig(tx, first.dealershipId);
      const week = dueWeeklyMail(now, config.businessHours);
      if (!week) return [];
      const keys = group.map((r) => weeklyMailKey(week.monday, r.userId));
      const claimed = await claimDeliveries(tx, first.dealershipId, keys, now);
      const mine = group.filter((r) => claimed.has(weeklyMailKey(week.monday, r.userId)));
      if (mine.length === 0) return [];
      const board = await weekBoard(tx, first.dealershipId, week.period, now);
      const mail = weeklyMailText(board, weeklyMailContext(app, first));
      return mine.map((r) => ({ to: r.email, ...mail }));
    });
  }

  return async (now) => {
    const recipients = await withSystemTransaction(app.db, optedIn);
    const byDealership = new Map<string, Recipient[]>();
    for (const r of recipients) {
      byDealership.set(r.dealershipId, [...(byDealership.get(r.dealershipId) ?? []), r]);
    }
    let sent = 0;
    for (const group of byDealership.values()) {
      for (const mail of await plan(group, now)) {
        await app.mailer.send(mail);
        sent += 1;
      }
    }
    return sent;
  };
}
