import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { vendorApi } from '@domain/api/vendor-endpoints';
import { PHOTO_MESSAGES } from '@domain/photos/rules';
import { isOpenJob } from '@domain/vendors/jobs';
import type { Executor } from '../../db/client';
import { photos } from '../../db/schema';
import { withTenantTransaction } from '../../db/transactions';
import { HttpError, notFound } from '../../lib/http-error';
import { registerEndpoint } from '../../plugins/endpoints';
import { addVehiclePhoto } from '../photos/add-photo';
import { acceptPhotoUploads, sendPhotoFile, uploadedBytes } from '../photos/photo-upload';
import { storeOf } from '../photos/register-photo-store';
import { findPhotoRow, toPhoto } from '../photos/repository';
import { NOT_ON_LINK_MESSAGE, vendorActor } from './link-actions';
import { linkTenant, openVendorLink } from './link-routes';
import { findJobRow } from './repository';

/**
 * The job of the link's queue the vendor names, as the page shows them: the link's own job or
 * an open one of the same vendor at this dealership; anything else is 404 like no job at all.
 */
async function jobOnLink(
  tx: Executor,
  dealershipId: string,
  token: string,
  jobId: string,
  now: number,
) {
  const { link, vendor } = await openVendorLink(tx, dealershipId, token, now);
  const found = await findJobRow(tx, dealershipId, jobId);
  const onQueue =
    found?.job.vendorId === vendor.id &&
    (found.job.id === link.subjectId || isOpenJob(found.job.state));
  if (!found || !onQueue) throw new HttpError(404, NOT_ON_LINK_MESSAGE, 'jobId');
  return { job: found.job, vendor };
}

/**
 * The vendor's photos from its link (issue #31 items 2 and 5): it adds photos to a job's car
 * and sees that job's photos — never the car's others, another job's or another dealership's.
 */
export async function vendorLinkPhotoRoutes(app: FastifyInstance): Promise<void> {
  acceptPhotoUploads(app, vendorApi.addLinkPhoto.path);

  registerEndpoint(app, vendorApi.linkPhotos, async (request) => {
    const tenant = await linkTenant(request);
    const { token, jobId } = request.body;
    return withTenantTransaction(app.db, tenant.id, async (tx) => {
      await jobOnLink(tx, tenant.id, token, jobId, app.clock());
      const rows = await tx
        .select()
        .from(photos)
        .where(and(eq(photos.dealershipId, tenant.id), eq(photos.vendorJobId, jobId)))
        .orderBy(desc(photos.createdAt), desc(photos.id));
      return { photos: rows.map(toPhoto) };
    });
  });

  registerEndpoint(app, vendorApi.addLinkPhoto, async (request, reply) => {
    const tenant = await linkTenant(request);
    const { token, jobId, caption } = request.query;
    const { job, vendor } = await withTenantTransaction(app.db, tenant.id, (tx) =>
      jobOnLink(tx, tenant.id, token, jobId, app.clock()),
    );
    const photo = await addVehiclePhoto(app, {
      dealershipId: tenant.id,
      vehicleId: job.vehicleId,
      vendorJobId: job.id,
      caption,
      addedBy: { kind: 'vendor', vendorJobId: job.id, name: vendorActor(vendor).username },
      bytes: uploadedBytes(request.body),
    });
    return reply.code(201).send(photo);
  });

  registerEndpoint(app, vendorApi.linkPhotoFile, async (request, reply) => {
    const tenant = await linkTenant(request);
    const { id, size } = request.params;
    const data = await withTenantTransaction(app.db, tenant.id, async (tx) => {
      const row = await findPhotoRow(tx, tenant.id, id);
      if (!row?.vendorJobId) return undefined;
      await jobOnLink(tx, tenant.id, request.query.token, row.vendorJobId, app.clock());
      return storeOf(app, row.storage).get(tx, { dealershipId: tenant.id, photoId: id, size });
    });
    if (!data) throw notFound(PHOTO_MESSAGES.notFound);
    return sendPhotoFile(reply, data);
  });
}
