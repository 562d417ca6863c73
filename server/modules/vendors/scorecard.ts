import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { VendorScorecard } from '@domain/api/vendors';
import { addDaysToDate, startOfLocalDay } from '@domain/recon/business-time';
import { resolvePeriodDates } from '@domain/scoreboard/period';
import { vendorScore } from '@domain/vendors/scorecard';
import type { Executor } from '../../db/client';
import { vehicles, vendorJobs } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { readConfig } from '../config/repository';
import { listVendorRows, toVendor } from './repository';

export const PERIOD_ORDER_MESSAGE = 'to: must not be before from';

/**
 * Every vendor's scorecard over the period (issue #31 item 4): the jobs sent from `from` to
 * `to` (both days included, in the dealership's zone), their figures from domain/vendors, and
 * the jobs themselves so the page links to each car.
 */
export async function readVendorScorecard(
  tx: Executor,
  dealershipId: string,
  query: { from?: string; to?: string },
  now: number,
): Promise<VendorScorecard> {
  const config = await readConfig(tx, dealershipId);
  const zone = config.businessHours.timeZone;
  const period = resolvePeriodDates(query, now, zone);
  if (period.to < period.from) throw badRequest(PERIOD_ORDER_MESSAGE, 'to');
  const start = startOfLocalDay(period.from, zone);
  const end = startOfLocalDay(addDaysToDate(period.to, 1), zone);
  const rows = await tx
    .select({ job: vendorJobs, stockNumber: vehicles.stockNumber })
    .from(vendorJobs)
    .innerJoin(
      vehicles,
      and(
        eq(vehicles.dealershipId, vendorJobs.dealershipId),
        eq(vehicles.id, vendorJobs.vehicleId),
      ),
    )
    .where(
      and(
        eq(vendorJobs.dealershipId, dealershipId),
        gte(vendorJobs.sentAt, start),
        lt(vendorJobs.sentAt, end),
      ),
    )
    .orderBy(asc(vendorJobs.sentAt));
  const vendorRows = await listVendorRows(tx, dealershipId);
  return {
    ...period,
    currency: config.work.currency,
    locale: config.work.locale,
    vendors: vendorRows.map((vendor) => {
      const jobs = rows.filter((row) => row.job.vendorId === vendor.id);
      return {
        vendor: toVendor(vendor, true),
        score: vendorScore(jobs.map((row) => row.job)),
        jobs: jobs.map(({ job, stockNumber }) => ({
          id: job.id,
          vehicleId: job.vehicleId,
          stockNumber,
          what: job.what,
          state: job.state,
          sentAt: job.sentAt,
          dueAt: job.dueAt,
          doneAt: job.doneAt,
          reopenedCount: job.reopenedCount,
        })),
      };
    }),
  };
}
