import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { activityCsvFileName, activityCsvRows, type ActivityQuery } from '@domain/api/activity';
import { CSV_BOM, CSV_LINE_END, toCsv } from '@domain/csv';
import { activityApi } from '@domain/api/activity-endpoints';
import { registerEndpoint } from '../../plugins/endpoints';
import { authOf } from '../../plugins/session';
import { VEHICLE_NOT_FOUND_MESSAGE } from '@domain/vehicle/messages';
import { moveOf, timeInWorkflows } from '@domain/vehicle/history';
import { notFound } from '../../lib/http-error';
import { findVehicleRow, toVehicle } from '../../db/vehicle-rows';
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
    const fileName = activityCsvFileName(app.clock(), tz);
    return sendCsv(reply, fileName, activityCsvChunks(request, tenant.id, query, tz));
  });
}

const EXPORT_PAGE = 2000;

/** A CSV download, streamed as its chunks are made. */
function sendCsv(reply: FastifyReply, fileName: string, chunks: AsyncIterable<string>) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(chunks));
}

/**
 * The export's CSV, a page at a time (each its own short read, by cursor), so 100,000 entries
 * stream in constant memory and hold no transaction while a slow client downloads.
 */
async function* activityCsvChunks(
  request: FastifyRequest,
  dealershipId: string,
  query: ActivityQuery,
  timeZone: string,
): AsyncGenerator<string> {
  yield `${CSV_BOM}${toCsv(activityCsvRows([], timeZone))}`;
  let { before } = query;
  for (let left = query.limit; left > 0;) {
    const size = Math.min(EXPORT_PAGE, left);
    const page = await request.withTenant((tx) =>
      listActivity(tx, dealershipId, { ...query, before, limit: size }),
    );
    if (page.length > 0) yield `${CSV_LINE_END}${toCsv(activityCsvRows(page, timeZone).slice(1))}`;
    const last = page.at(-1);
    if (!last || page.length < size) return;
    before = { timestamp: last.timestamp, id: last.id };
    left -= page.length;
  }
}
