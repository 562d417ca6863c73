import { asc, eq } from 'drizzle-orm';
import type { Vendor, VendorJob } from '@domain/api/vendors';
import type { Executor } from '../../db/client';
import { vendorJobs } from '../../db/schema';
import { listVendorRows, toVendor, toVendorJob } from './repository';

/** The dealership's vendors and every sublet job for its data export: vendors.json. */
export async function exportedVendors(
  tx: Executor,
  dealershipId: string,
): Promise<{ vendors: Vendor[]; vendorJobs: VendorJob[] }> {
  const vendorRows = await listVendorRows(tx, dealershipId);
  const byId = new Map(vendorRows.map((row) => [row.id, row]));
  const jobs = await tx
    .select()
    .from(vendorJobs)
    .where(eq(vendorJobs.dealershipId, dealershipId))
    .orderBy(asc(vendorJobs.sentAt), asc(vendorJobs.id));
  return {
    vendors: vendorRows.map((row) => toVendor(row, true)),
    vendorJobs: jobs.flatMap((job) => {
      const vendor = byId.get(job.vendorId);
      return vendor ? [toVendorJob(job, vendor)] : [];
    }),
  };
}
