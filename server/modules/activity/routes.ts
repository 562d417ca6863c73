import type { FastifyInstance } from 'fastify';
import { activityCsv, activityCsvFileName } from '@domain/api/activity';
import { activityApi } from '@domain/api/activity-endpoints';
import { registerEndpoint } from '../../plugins/endpoints';
import { authOf } from '../../plugins/session';
import { VEHICLE_NOT_FOUND_MESSAGE } from '@domain/vehicle/messages';
import { moveOf, timeInWorkflows } from '@domain/vehicle/history';
import { notFound } from '../../lib/http-error';
import { findVehicleRow, toVehicle } from '../vehicles/repository';
import { listActivity, listVehicleHistory, listVehicleMoves } from './repository';

/**
 * The activity log (domain/api/activity-endpoints): the list for managers and above, the CSV
 * export for admins.
 */
export async function activityRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, activityApi.list, async (request) => {
    const { tenant } = authOf(request);
    return request.withTenant((tx) => listActivity(tx, tenant.id, request.query));
  });

  registerEndpoint(app, activityApi.vehicleHistory, async (request) => {
    const { tenant } = authOf(request);
    const { id } = request.params;
    const { before, limit } = request.query;
    return request.withTenant(async (tx) => {
      const row = await findVehicleRow(tx, tenant.id, id);
      if (!row) throw notFound(VEHICLE_NOT_FOUND_MESSAGE);
      // One more than the page tells whether older entries remain.
      const page = await listVehicleHistory(tx, tenant.id, id, { before, limit: limit + 1 });
      const moves = (await listVehicleMoves(tx, tenant.id, id)).flatMap((e) => moveOf(e) ?? []);
      return {
        entries: page.slice(0, limit),
        hasMore: page.length > limit,
        timeInWorkflow: timeInWorkflows(toVehicle(row), moves, app.clock()),
      };
    });
  });

  registerEndpoint(app, activityApi.export, async (request, reply) => {
    const { tenant } = authOf(request);
    const { tz, ...query } = request.query;
    const entries = await request.withTenant((tx) => listActivity(tx, tenant.id, query));
    const fileName = activityCsvFileName(app.clock(), tz);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(activityCsv(entries, tz));
  });
}
