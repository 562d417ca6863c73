import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Vendor, VendorJob } from '@domain/api/vendors';
import type { Vehicle } from '@domain/api/vehicles';
import type { VehicleSublet } from '@domain/vendors/chip';
import { OPEN_VENDOR_JOB_STATES } from '@domain/vendors/jobs';
import type { Executor } from '../../db/client';
import { vehicles, vendorJobs, vendors } from '../../db/schema';
import { toVehicle } from '../../db/vehicle-rows';

export type VendorRow = typeof vendors.$inferSelect;
export type VendorJobRow = typeof vendorJobs.$inferSelect;

/** The one place a vendor row becomes the wire shape; contacts only for who keeps the list. */
export function toVendor(row: VendorRow, withContact: boolean): Vendor {
  return {
    id: row.id,
    name: row.name,
    trade: row.trade,
    email: withContact ? row.email : null,
    phone: withContact ? row.phone : null,
    active: row.active,
    version: row.version,
  };
}

/** The one place a job row becomes the wire shape (with its vendor's name and trade). */
export function toVendorJob(
  row: VendorJobRow,
  vendor: Pick<VendorRow, 'name' | 'trade'>,
): VendorJob {
  const { dealershipId: _d, sentBy: _s, createdAt: _c, updatedAt: _u, ...fields } = row;
  return { ...fields, vendorName: vendor.name, trade: vendor.trade };
}

export async function listVendorRows(tx: Executor, dealershipId: string): Promise<VendorRow[]> {
  return tx
    .select()
    .from(vendors)
    .where(eq(vendors.dealershipId, dealershipId))
    .orderBy(asc(sql`lower(${vendors.name})`));
}

export async function findVendorRow(
  tx: Executor,
  dealershipId: string,
  id: string,
): Promise<VendorRow | null> {
  const [row] = await tx
    .select()
    .from(vendors)
    .where(and(eq(vendors.dealershipId, dealershipId), eq(vendors.id, id)))
    .limit(1);
  return row ?? null;
}

/** One job of the dealership with its vendor; locked for the change when `forUpdate`. */
export async function findJobRow(
  tx: Executor,
  dealershipId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ job: VendorJobRow; vendor: VendorRow } | null> {
  const query = tx
    .select({ job: vendorJobs, vendor: vendors })
    .from(vendorJobs)
    .innerJoin(
      vendors,
      and(eq(vendors.dealershipId, vendorJobs.dealershipId), eq(vendors.id, vendorJobs.vendorId)),
    )
    .where(and(eq(vendorJobs.dealershipId, dealershipId), eq(vendorJobs.id, id)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: vendorJobs }) : await query;
  return row ?? null;
}

/** A car's jobs, oldest first, as its record lists them. */
export async function listVehicleJobs(
  tx: Executor,
  dealershipId: string,
  vehicleId: string,
): Promise<VendorJob[]> {
  const rows = await tx
    .select({ job: vendorJobs, vendor: vendors })
    .from(vendorJobs)
    .innerJoin(
      vendors,
      and(eq(vendors.dealershipId, vendorJobs.dealershipId), eq(vendors.id, vendorJobs.vendorId)),
    )
    .where(and(eq(vendorJobs.dealershipId, dealershipId), eq(vendorJobs.vehicleId, vehicleId)))
    .orderBy(asc(vendorJobs.sentAt), asc(vendorJobs.id));
  return rows.map(({ job, vendor }) => toVendorJob(job, vendor));
}

/**
 * Writes the car's earliest-due open job on its row with a new version, so the change log
 * streams it and every open board redraws the chip. Returns the vehicle as it now stands.
 */
export async function touchVehicleSublet(
  tx: Executor,
  dealershipId: string,
  vehicleId: string,
  now: number,
): Promise<Vehicle> {
  const [earliest] = await tx
    .select({ trade: vendors.trade, dueAt: vendorJobs.dueAt, state: vendorJobs.state })
    .from(vendorJobs)
    .innerJoin(
      vendors,
      and(eq(vendors.dealershipId, vendorJobs.dealershipId), eq(vendors.id, vendorJobs.vendorId)),
    )
    .where(
      and(
        eq(vendorJobs.dealershipId, dealershipId),
        eq(vendorJobs.vehicleId, vehicleId),
        inArray(vendorJobs.state, [...OPEN_VENDOR_JOB_STATES]),
      ),
    )
    .orderBy(asc(vendorJobs.dueAt))
    .limit(1);
  const sublet: VehicleSublet | null = earliest ?? null;
  const [row] = await tx
    .update(vehicles)
    .set({ sublet, version: sql`${vehicles.version} + 1`, updatedAt: now })
    .where(and(eq(vehicles.dealershipId, dealershipId), eq(vehicles.id, vehicleId)))
    .returning();
  if (!row) throw new Error(`vehicle ${vehicleId} vanished during a sublet change`);
  return toVehicle(row);
}
