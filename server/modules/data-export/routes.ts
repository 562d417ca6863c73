import type { FastifyInstance, FastifyReply } from 'fastify';
import { dataExportApi } from '@domain/api/data-export-endpoints';
import { deleteDealership } from '../../commands/delete-dealership';
import { outsidePhotosOf, removeOutsideFiles } from '../photos/outside-files';
import { withSystemTransaction, withTenantTransaction } from '../../db/transactions';
import { notFound } from '../../lib/http-error';
import { registerEndpoint } from '../../plugins/endpoints';
import { authOf } from '../../plugins/session';
import { DEALERSHIP_NOT_FOUND_MESSAGE } from '../platform/routes';
import { dealershipArchive } from './archive';

function sendArchive(
  reply: FastifyReply,
  archive: NonNullable<Awaited<ReturnType<typeof dealershipArchive>>>,
) {
  return reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="${archive.fileName}"`)
    .header('cache-control', 'no-store')
    .send(archive.stream);
}

/**
 * A dealership's data as one archive (domain/api/data-export-endpoints): its admin's download,
 * the super admin's download of any dealership, and the super admin's delete. Every read runs
 * in a tenant transaction of the exported dealership, so row-level security backs the filter.
 */
export async function dataExportRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, dataExportApi.dealership, async (request, reply) => {
    const { tenant } = authOf(request);
    const archive = await dealershipArchive(
      (work) => request.withTenant(work),
      tenant.id,
      app.clock(),
      app.photoStores,
    );
    if (!archive) throw notFound(DEALERSHIP_NOT_FOUND_MESSAGE);
    return sendArchive(reply, archive);
  });

  registerEndpoint(app, dataExportApi.superAdminExport, async (request, reply) => {
    const { id } = request.params;
    const archive = await dealershipArchive(
      (work) => withTenantTransaction(app.db, id, work),
      id,
      app.clock(),
      app.photoStores,
    );
    if (!archive) throw notFound(DEALERSHIP_NOT_FOUND_MESSAGE);
    return sendArchive(reply, archive);
  });

  registerEndpoint(app, dataExportApi.superAdminDelete, async (request) => {
    const { id } = request.params;
    // Its photos in an outside store go once its rows have: no row's cascade reaches them.
    const outsideFiles = await withSystemTransaction(app.db, async (tx) => {
      const files = await outsidePhotosOf(tx, id, 'dealership');
      const deleted = await deleteDealership(tx, {
        dealershipId: id,
        confirmName: request.body.confirmName,
      });
      return deleted ? files : null;
    });
    if (!outsideFiles) throw notFound(DEALERSHIP_NOT_FOUND_MESSAGE);
    await removeOutsideFiles(app, outsideFiles);
    return { ok: true as const };
  });
}
