import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { VendorQueue } from '@domain/api/vendors';
import { vendorApi } from '@domain/api/vendor-endpoints';
import { OPEN_VENDOR_JOB_STATES } from '@domain/vendors/jobs';
import type { Executor } from '../../db/client';
import { guestLinks, vehicles, vendorJobs } from '../../db/schema';
import { withTenantTransaction } from '../../db/transactions';
import { HttpError } from '../../lib/http-error';
import { registerEndpoint } from '../../plugins/endpoints';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { withTenantChange } from '../../plugins/tenant-change';
import { readConfig } from '../config/repository';
import { LINK_NOT_FOUND_MESSAGE, openGuestLink, type GuestLink } from '../guest-links/guest-links';
import { actOnVendorJob } from './link-actions';
import { findJobRow, type VendorRow } from './repository';

/** The host's dealership (links open on its own address), after the address's rate limit. */
export async function linkTenant(request: FastifyRequest) {
  await request.server.rateLimiter.attempt([
    { rule: RATE_LIMITS.guestLinkAddress, key: request.ip },
  ]);
  if (!request.tenant) throw new HttpError(404, LINK_NOT_FOUND_MESSAGE, 'token');
  return request.tenant;
}

/**
 * The live link of the token and the vendor it was sent to: 404 for an unknown, tampered or
 * other dealership's token (one answer), 410 for an expired one (14 days after the job closed).
 */
export async function openVendorLink(
  tx: Executor,
  dealershipId: string,
  token: string,
  now: number,
): Promise<{ link: GuestLink; vendor: VendorRow }> {
  const link = await openGuestLink(tx, { dealershipId, purpose: 'vendor-job', token, now });
  const found = await findJobRow(tx, dealershipId, link.subjectId);
  if (!found || found.vendor.id !== link.recipientId) {
    throw new HttpError(404, LINK_NOT_FOUND_MESSAGE, 'token');
  }
  return { link, vendor: found.vendor };
}

/**
 * The vendor's queue (issue #31, "my queue"): the link's own job and every open job of the
 * same vendor at this dealership, each with its car — no staff, no prices of other vendors,
 * no other car.
 */
async function vendorQueue(
  tx: Executor,
  tenant: { id: string; name: string },
  link: GuestLink,
  vendor: VendorRow,
): Promise<VendorQueue> {
  const rows = await tx
    .select({ job: vendorJobs, vehicle: vehicles })
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
        eq(vendorJobs.dealershipId, tenant.id),
        eq(vendorJobs.vendorId, vendor.id),
        or(
          eq(vendorJobs.id, link.subjectId),
          inArray(vendorJobs.state, [...OPEN_VENDOR_JOB_STATES]),
        ),
      ),
    )
    .orderBy(asc(vendorJobs.dueAt), asc(vendorJobs.id));
  const ordered = [
    ...rows.filter((row) => row.job.id === link.subjectId),
    ...rows.filter((row) => row.job.id !== link.subjectId),
  ];
  const config = await readConfig(tx, tenant.id);
  return {
    dealershipName: tenant.name,
    vendorName: vendor.name,
    currency: config.work.currency,
    locale: config.work.locale,
    timeZone: config.businessHours.timeZone,
    linkJobId: link.subjectId,
    expiresAt: link.expiresAt,
    jobs: ordered.map(({ job, vehicle }) => ({
      id: job.id,
      what: job.what,
      quoteCents: job.quoteCents,
      billedCents: job.billedCents,
      dueAt: job.dueAt,
      state: job.state,
      backAt: job.backAt,
      notes: job.vendorNotes,
      doneAt: job.doneAt,
      vehicle: {
        stockNumber: vehicle.stockNumber,
        vin: vehicle.vin,
        year: vehicle.year,
        make: vehicle.make,
        model: vehicle.model,
        color: vehicle.color,
      },
    })),
  };
}

/** The vendor link's page (issue #31 item 2): no session; the token says which vendor. */
export async function vendorLinkRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, vendorApi.viewLink, async (request) => {
    const tenant = await linkTenant(request);
    return withTenantTransaction(app.db, tenant.id, async (tx) => {
      const { link, vendor } = await openVendorLink(tx, tenant.id, request.body.token, app.clock());
      return vendorQueue(tx, tenant, link, vendor);
    });
  });

  registerEndpoint(app, vendorApi.actLink, async (request) => {
    const tenant = await linkTenant(request);
    return withTenantChange(app, tenant.id, async (tx, announce) => {
      const now = app.clock();
      const { link, vendor } = await openVendorLink(tx, tenant.id, request.body.token, now);
      await actOnVendorJob(tx, { dealershipId: tenant.id, now, ...announce }, vendor, request.body);
      // The link's own job may have closed just now: its end moved to 14 days from here.
      const [fresh] = await tx
        .select()
        .from(guestLinks)
        .where(and(eq(guestLinks.dealershipId, tenant.id), eq(guestLinks.id, link.id)));
      return vendorQueue(tx, tenant, fresh ?? link, vendor);
    });
  });
}
