import type { FastifyInstance } from 'fastify';
import { scoreboardApi } from '@domain/api/scoreboard-endpoints';
import { CSV_BOM, toCsv } from '@domain/csv';
import { scoreboardCsvFileName, scoreboardCsvRows } from '@domain/scoreboard/cars-csv';
import { computeScoreboard } from '@domain/scoreboard/figures';
import { carJourneys } from '@domain/scoreboard/journeys';
import { registerEndpoint } from '../../plugins/endpoints';
import { authOf } from '../../plugins/session';
import { changeTenant } from '../../plugins/tenant-change';
import { writeBelief } from './belief-repository';
import { readScoreboardInput } from './scoreboard-input';

/**
 * The recon scoreboard (domain/api/scoreboard-endpoints, issue #30): the period's figures for
 * managers and above, and its cars as CSV. One read of the stays each; the domain computes.
 */
export async function scoreboardRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, scoreboardApi.get, async (request) => {
    const { tenant } = authOf(request);
    const input = await request.withTenant((tx) =>
      readScoreboardInput(tx, tenant.id, request.query, app.clock(), true),
    );
    return computeScoreboard(input);
  });

  registerEndpoint(app, scoreboardApi.carsCsv, async (request, reply) => {
    const { tenant } = authOf(request);
    const input = await request.withTenant((tx) =>
      readScoreboardInput(tx, tenant.id, request.query, app.clock(), false),
    );
    const rows = scoreboardCsvRows(carJourneys(input), input.steps, input.period, input.calendar);
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${scoreboardCsvFileName(input.period)}"`,
      )
      .header('cache-control', 'no-store')
      .send(`${CSV_BOM}${toCsv(rows)}`);
  });

  registerEndpoint(app, scoreboardApi.answerBelief, (request) =>
    changeTenant(request, async (tx, change) => {
      const kept = { days: request.body.days, answeredAt: change.now };
      await writeBelief(tx, change.dealershipId, { ...kept, answeredBy: change.actor.userId });
      return kept;
    }),
  );
}
