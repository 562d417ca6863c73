import { and, eq, sql } from 'drizzle-orm';
import type { VendorLinkAction } from '@domain/api/vendors';
import { vendorMay } from '@domain/vendors/jobs';
import { formatMoney } from '@domain/work/money';
import type { Tx } from '../../db/client';
import { vendorJobs } from '../../db/schema';
import { badRequest, conflict, HttpError } from '../../lib/http-error';
import type { TenantChange } from '../../plugins/tenant-change';
import { readConfig } from '../config/repository';
import { afterJobChange, jobText, setJobLinksExpiry } from './jobs';
import { dueWhen } from './messages';
import { moveOnVendorDone } from './next-step';
import { findJobRow, type VendorRow } from './repository';

type Change = Pick<TenantChange, 'dealershipId' | 'now' | 'vehiclesChanged'>;

export const NOT_ON_LINK_MESSAGE = 'jobId: no such job on this link';
export const BACK_AT_REQUIRED_MESSAGE = 'backAt: say when the car will be back';
export const NOTES_REQUIRED_MESSAGE = 'notes: write a note';
export const NOT_NOW_MESSAGE: Readonly<Record<VendorLinkAction['action'], string>> = {
  accept: 'action: this job is no longer waiting to be accepted',
  back: 'action: this job is closed',
  note: 'action: this job is closed',
  done: 'action: this job is already closed',
};

/**
 * What the vendor does from its link (issue #31 item 2) to one job of its queue: a job of the
 * same vendor at the same dealership, else 404 as for a job that does not exist. History names
 * the vendor; a done may move the car on (next-step.ts).
 */
export async function actOnVendorJob(
  tx: Tx,
  change: Change,
  vendor: VendorRow,
  body: VendorLinkAction,
): Promise<void> {
  const found = await findJobRow(tx, change.dealershipId, body.jobId, { forUpdate: true });
  if (!found || found.job.vendorId !== vendor.id) {
    throw new HttpError(404, NOT_ON_LINK_MESSAGE, 'jobId');
  }
  const { job } = found;
  if (!vendorMay(body.action, job.state)) throw conflict(NOT_NOW_MESSAGE[body.action], 'action');
  const config = await readConfig(tx, change.dealershipId);
  const timeZone = config.businessHours.timeZone;
  let fields: Partial<typeof vendorJobs.$inferInsert>;
  let text: string;
  if (body.action === 'accept') {
    fields = { state: 'accepted', acceptedAt: change.now };
    text = 'accepted';
  } else if (body.action === 'back') {
    if (body.backAt === undefined) throw badRequest(BACK_AT_REQUIRED_MESSAGE, 'backAt');
    fields = { backAt: body.backAt };
    text = `says the car will be back ${dueWhen(body.backAt, timeZone)}`;
  } else if (body.action === 'note') {
    if (!body.notes) throw badRequest(NOTES_REQUIRED_MESSAGE, 'notes');
    fields = { vendorNotes: body.notes };
    text = `noted: ${body.notes}`;
  } else {
    const billedCents = body.billedCents ?? job.quoteCents;
    fields = { state: 'done', doneAt: change.now, closedAt: change.now, billedCents };
    text = `marked it done (billed ${formatMoney(billedCents, config.work)})`;
  }
  const [updated] = await tx
    .update(vendorJobs)
    .set({ ...fields, version: sql`${vendorJobs.version} + 1`, updatedAt: change.now })
    .where(and(eq(vendorJobs.dealershipId, change.dealershipId), eq(vendorJobs.id, job.id)))
    .returning();
  if (!updated) throw new HttpError(404, NOT_ON_LINK_MESSAGE, 'jobId');
  if (body.action === 'done') await setJobLinksExpiry(tx, updated);
  const actor = vendorActor(vendor);
  const vehicle = await afterJobChange(
    tx,
    { ...change, actor },
    job.vehicleId,
    `${vendor.name} (vendor) ${text} — ${jobText(updated, vendor, config.work)}`,
  );
  if (body.action === 'done') await moveOnVendorDone(tx, { ...change, actor }, vehicle);
}

/** Who history names for what the vendor did from its link. */
export function vendorActor(vendor: VendorRow) {
  return { userId: null, username: `${vendor.name} (vendor)`, role: 'vendor' };
}
