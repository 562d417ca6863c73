import { and, eq, inArray, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tenantHost } from '@domain/host-mode';
import { lateText } from '@domain/vendors/due';
import {
  LATE_ALERT_AFTER_REMINDER_MS,
  OPEN_VENDOR_JOB_STATES,
  VENDOR_LINK_OPEN_MS,
} from '@domain/vendors/jobs';
import type { Executor } from '../../db/client';
import { dealerships, users, vendorJobs } from '../../db/schema';
import { withSystemTransaction } from '../../db/transactions';
import { findVehicleRow, toVehicle } from '../../db/vehicle-rows';
import { publicOrigin } from '../../lib/public-urls';
import { withTenantChange } from '../../plugins/tenant-change';
import { readConfig } from '../config/repository';
import { issueGuestLink } from '../guest-links/guest-links';
import { lateJobAlertMail } from './messages';
import { remindVendor } from './notify';
import { findJobRow, type VendorJobRow, type VendorRow } from './repository';

type Stage = 'remind' | 'alert';

/** Every active dealership's open jobs at the stage's moment: past due, or reminded long enough. */
async function dueForStage(app: FastifyInstance, stage: Stage, now: number) {
  return withSystemTransaction(app.db, (tx) =>
    tx
      .select({ dealershipId: vendorJobs.dealershipId, id: vendorJobs.id })
      .from(vendorJobs)
      .innerJoin(dealerships, eq(dealerships.id, vendorJobs.dealershipId))
      .where(
        and(
          inArray(vendorJobs.state, [...OPEN_VENDOR_JOB_STATES]),
          lt(vendorJobs.dueAt, now),
          eq(dealerships.active, true),
          stage === 'remind'
            ? isNull(vendorJobs.remindedAt)
            : and(
                isNotNull(vendorJobs.remindedAt),
                isNull(vendorJobs.alertedAt),
                lte(vendorJobs.remindedAt, now - LATE_ALERT_AFTER_REMINDER_MS),
              ),
        ),
      ),
  );
}

/**
 * Claims one stage of a late job in one UPDATE that only an unclaimed open job matches, so
 * across every app process each job is reminded once and alerted once.
 */
async function claim(tx: Executor, dealershipId: string, id: string, stage: Stage, now: number) {
  const column = stage === 'remind' ? vendorJobs.remindedAt : vendorJobs.alertedAt;
  const [claimed] = await tx
    .update(vendorJobs)
    .set(stage === 'remind' ? { remindedAt: now } : { alertedAt: now })
    .where(
      and(
        eq(vendorJobs.dealershipId, dealershipId),
        eq(vendorJobs.id, id),
        inArray(vendorJobs.state, [...OPEN_VENDOR_JOB_STATES]),
        isNull(column),
      ),
    )
    .returning();
  return claimed ?? null;
}

/**
 * Who hears of a late job: the car's owner (its assignee) when active, else the dealership's
 * active managers and admins. One function, so the alerts' gate (issue #32) can take it over.
 */
export async function lateJobRecipients(
  tx: Executor,
  dealershipId: string,
  assigneeId: string | null,
): Promise<string[]> {
  const active = and(eq(users.dealershipId, dealershipId), eq(users.disabled, false));
  if (assigneeId) {
    const [owner] = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(active, eq(users.id, assigneeId)));
    if (owner?.email) return [owner.email];
  }
  const managers = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(active, inArray(users.role, ['manager', 'admin'])));
  return managers.flatMap((user) => (user.email ? [user.email] : []));
}

/**
 * The dealership's alert of a job still late after its reminder (issue #31 item 3): a mail to
 * the car's owner or the managers. The alerts' gate (#32) may wrap this one call.
 */
export async function alertLateVendorJob(
  app: FastifyInstance,
  props: {
    dealership: { slug: string; name: string };
    recipients: readonly string[];
    job: VendorJobRow;
    vendor: VendorRow;
    vehicle: Parameters<typeof lateJobAlertMail>[0]['vehicle'];
    timeZone: string;
    money: Parameters<typeof lateJobAlertMail>[0]['money'];
    now: number;
  },
): Promise<void> {
  const origin = publicOrigin(app.config, tenantHost(props.dealership.slug, app.config.domains));
  const mail = lateJobAlertMail({
    dealershipName: props.dealership.name,
    vendorName: props.vendor.name,
    vehicle: props.vehicle,
    what: props.job.what,
    quoteCents: props.job.quoteCents,
    dueAt: props.job.dueAt,
    timeZone: props.timeZone,
    money: props.money,
    boardLink: `${origin}/make-ready`,
    lateText: lateText(props.now - props.job.dueAt),
  });
  for (const to of props.recipients) await app.mailer.send({ to, ...mail });
}

/**
 * One pass of the late-job job (a job of the one scheduler, decision 0079): each open job past
 * due gets one reminder to its vendor; still open two hours later, one alert to the dealership.
 * The claim commits with the link; the mail follows the commit.
 */
export async function remindLateVendorJobs(app: FastifyInstance, now: number): Promise<number> {
  let sent = 0;
  for (const stage of ['remind', 'alert'] as const) {
    for (const candidate of await dueForStage(app, stage, now)) {
      const done = await withTenantChange(app, candidate.dealershipId, async (tx) => {
        const claimed = await claim(tx, candidate.dealershipId, candidate.id, stage, now);
        if (!claimed) return null;
        const found = await findJobRow(tx, candidate.dealershipId, claimed.id);
        const row = await findVehicleRow(tx, candidate.dealershipId, claimed.vehicleId);
        const [dealership] = await tx
          .select({ slug: dealerships.slug, name: dealerships.name })
          .from(dealerships)
          .where(eq(dealerships.id, candidate.dealershipId));
        if (!found || !row || !dealership) return null;
        const config = await readConfig(tx, candidate.dealershipId);
        const token =
          stage === 'remind'
            ? await issueGuestLink(tx, {
                dealershipId: candidate.dealershipId,
                purpose: 'vendor-job',
                subjectId: claimed.id,
                recipientId: found.vendor.id,
                now,
                ttlMs: VENDOR_LINK_OPEN_MS,
              })
            : '';
        const recipients =
          stage === 'alert'
            ? await lateJobRecipients(tx, candidate.dealershipId, row.assigneeId)
            : [];
        return {
          ...found,
          job: claimed,
          vehicle: toVehicle(row),
          dealership,
          config,
          token,
          recipients,
        };
      });
      if (!done) continue;
      const common = {
        dealership: done.dealership,
        vendor: done.vendor,
        job: done.job,
        vehicle: done.vehicle,
        timeZone: done.config.businessHours.timeZone,
        money: done.config.work,
      };
      if (stage === 'remind') await remindVendor(app, { ...common, token: done.token });
      else await alertLateVendorJob(app, { ...common, recipients: done.recipients, now });
      sent += 1;
    }
  }
  return sent;
}

/** The late-job pass as a job of the app's scheduler (server/lib/scheduler.ts). */
export function registerLateVendorJobs(app: FastifyInstance): void {
  app.scheduler.add('late vendor jobs', (now) => remindLateVendorJobs(app, now));
}
