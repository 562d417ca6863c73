import type { FastifyInstance } from 'fastify';
import { activityCsv, activityCsvFileName } from '@domain/api/activity';
import { activityApi } from '@domain/api/activity-endpoints';
import { registerEndpoint } from '../../plugins/endpoints';
import { authOf } from '../../plugins/session';
import { listActivity } from './repository';

/**
 * The activity log (domain/api/activity-endpoints): the list for managers and above, the CSV
 * export for admins.
 */
export async function activityRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, activityApi.list, async (request) => {
    const { tenant } = authOf(request);
    return request.withTenant((tx) => listActivity(tx, tenant.id, request.query));
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
