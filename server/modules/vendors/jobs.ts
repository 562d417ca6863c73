import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { VendorJob, vendorJobChangeSchema, vendorJobCreateSchema } from '@domain/api/vendors';
import type { Vehicle } from '@domain/api/vehicles';
import { VEHICLE_NOT_FOUND_MESSAGE } from '@domain/vehicle/messages';
import { defaultDueAt } from '@domain/vendors/due';
import { isOpenJob, VENDOR_LINK_AFTER_CLOSE_MS, VENDOR_LINK_OPEN_MS } from '@domain/vendors/jobs';
import { VENDOR_TRADE_LABELS } from '@domain/vendors/trades';
import { formatMoney } from '@domain/work/money';
import type { Executor } from '../../db/client';
import { vendorJobs, workItems } from '../../db/schema';
import { findVehicleRow } from '../../db/vehicle-rows';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { TenantChange } from '../../plugins/tenant-change';
import { readConfig } from '../config/repository';
import { insertActivityEntries } from '../activity/repository';
import { issueGuestLink, setGuestLinksExpiry } from '../guest-links/guest-links';
import { dueWhen } from './messages';
import {
  findJobRow,
  findVendorRow,
  toVendorJob,
  touchVehicleSublet,
  type VendorJobRow,
  type VendorRow,
} from './repository';

type Change = Pick<TenantChange, 'dealershipId' | 'actor' | 'now' | 'vehiclesChanged'>;

export const JOB_NOT_FOUND_MESSAGE = 'No such vendor job';
export const NO_ACTIVE_VENDOR_MESSAGE = 'vendorId: no such active vendor in this dealership';
export const NO_SUBLET_ITEM_MESSAGE = 'workItemId: no such sublet work item on this car';
export const DUE_IN_PAST_MESSAGE = 'dueAt: must be in the future';
export const STALE_JOB_MESSAGE = 'version: the job was changed meanwhile; reload it';
export const NOT_OPEN_MESSAGE = 'action: only an open job can be cancelled';
export const NOT_DONE_MESSAGE = 'action: only a done job can be reopened';

/**
 * One line of the car's history and the activity log for a sublet change, written in the
 * change's transaction, then the car's chip and its live event.
 */
export async function afterJobChange(
  tx: Executor,
  change: Change,
  vehicleId: string,
  text: string,
): Promise<Vehicle> {
  const vehicle = await touchVehicleSublet(tx, change.dealershipId, vehicleId, change.now);
  await insertActivityEntries(tx, change.dealershipId, change.actor, change.now, [
    { action: 'updated', detailedAction: text, vehicle },
  ]);
  change.vehiclesChanged([vehicleId]);
  return vehicle;
}

/** "Glass at Clearview: Replace windshield ($350.00)" */
export function jobText(
  job: VendorJobRow,
  vendor: VendorRow,
  money: Parameters<typeof formatMoney>[1],
) {
  return `${VENDOR_TRADE_LABELS[vendor.trade]} at ${vendor.name}: ${job.what} (${formatMoney(job.quoteCents, money)})`;
}

/** Moves every link of the job's end: open jobs far off, closed ones 14 days after closing. */
export async function setJobLinksExpiry(tx: Executor, job: VendorJobRow): Promise<void> {
  await setGuestLinksExpiry(tx, {
    dealershipId: job.dealershipId,
    purpose: 'vendor-job',
    subjectId: job.id,
    expiresAt:
      job.closedAt === null
        ? job.updatedAt + VENDOR_LINK_OPEN_MS
        : job.closedAt + VENDOR_LINK_AFTER_CLOSE_MS,
  });
}

export interface SentJob {
  job: VendorJobRow;
  vendor: VendorRow;
  vehicle: Vehicle;
  /** The link's token, mailed after the commit (never stored). */
  token: string;
}

/**
 * Sends a car to a vendor (issue #31 item 2): the job, due in two business days unless said,
 * its link bound to the job and the vendor, the car's chip and history. The caller mails.
 */
export async function sendVendorJob(
  tx: Executor,
  change: Change,
  vehicleId: string,
  input: z.output<typeof vendorJobCreateSchema>,
): Promise<SentJob> {
  const row = await findVehicleRow(tx, change.dealershipId, vehicleId, { forUpdate: true });
  if (!row) throw notFound(VEHICLE_NOT_FOUND_MESSAGE);
  const vendor = await findVendorRow(tx, change.dealershipId, input.vendorId);
  if (!vendor?.active) throw badRequest(NO_ACTIVE_VENDOR_MESSAGE, 'vendorId');
  if (input.workItemId !== undefined) {
    // Only a sublet item of this car and dealership: another's id is no such item.
    const [item] = await tx
      .select({ id: workItems.id })
      .from(workItems)
      .where(
        and(
          eq(workItems.dealershipId, change.dealershipId),
          eq(workItems.vehicleId, vehicleId),
          eq(workItems.id, input.workItemId),
          eq(workItems.category, 'sublet'),
        ),
      );
    if (!item) throw badRequest(NO_SUBLET_ITEM_MESSAGE, 'workItemId');
  }
  const config = await readConfig(tx, change.dealershipId);
  const dueAt = input.dueAt ?? defaultDueAt(change.now, config.businessHours);
  if (dueAt <= change.now) throw badRequest(DUE_IN_PAST_MESSAGE, 'dueAt');
  const [job] = await tx
    .insert(vendorJobs)
    .values({
      dealershipId: change.dealershipId,
      vehicleId,
      vendorId: vendor.id,
      workItemId: input.workItemId ?? null,
      what: input.what,
      quoteCents: input.quoteCents,
      dueAt,
      state: 'sent',
      sentAt: change.now,
      sentBy: change.actor.userId,
      createdAt: change.now,
      updatedAt: change.now,
    })
    .returning();
  if (!job) throw new Error('vendor job not written');
  const token = await issueGuestLink(tx, {
    dealershipId: change.dealershipId,
    purpose: 'vendor-job',
    subjectId: job.id,
    recipientId: vendor.id,
    now: change.now,
    ttlMs: VENDOR_LINK_OPEN_MS,
  });
  const due = dueWhen(dueAt, config.businessHours.timeZone);
  const vehicle = await afterJobChange(
    tx,
    change,
    vehicleId,
    `Sublet sent: ${jobText(job, vendor, config.work)}, due ${due}`,
  );
  return { job, vendor, vehicle, token };
}

/** The dealership cancels an open job or reopens a done one (the scorecard counts reopened). */
export async function changeVendorJob(
  tx: Executor,
  change: Change,
  id: string,
  body: z.output<typeof vendorJobChangeSchema>,
): Promise<VendorJob> {
  const found = await findJobRow(tx, change.dealershipId, id, { forUpdate: true });
  if (!found) throw notFound(JOB_NOT_FOUND_MESSAGE);
  const { job, vendor } = found;
  if (job.version !== body.version) throw conflict(STALE_JOB_MESSAGE, 'version');
  if (body.action === 'cancel' && !isOpenJob(job.state)) throw conflict(NOT_OPEN_MESSAGE, 'action');
  if (body.action === 'reopen' && job.state !== 'done') throw conflict(NOT_DONE_MESSAGE, 'action');
  const fields =
    body.action === 'cancel'
      ? { state: 'cancelled' as const, closedAt: change.now }
      : {
          state: 'accepted' as const,
          closedAt: null,
          doneAt: null,
          remindedAt: null,
          alertedAt: null,
          reopenedCount: sql`${vendorJobs.reopenedCount} + 1`,
        };
  const [updated] = await tx
    .update(vendorJobs)
    .set({ ...fields, version: sql`${vendorJobs.version} + 1`, updatedAt: change.now })
    .where(and(eq(vendorJobs.dealershipId, change.dealershipId), eq(vendorJobs.id, id)))
    .returning();
  if (!updated) throw notFound(JOB_NOT_FOUND_MESSAGE);
  await setJobLinksExpiry(tx, updated);
  const { work } = await readConfig(tx, change.dealershipId);
  await afterJobChange(
    tx,
    change,
    job.vehicleId,
    `Sublet ${body.action === 'cancel' ? 'cancelled' : 'reopened'}: ${jobText(updated, vendor, work)}`,
  );
  return toVendorJob(updated, vendor);
}
