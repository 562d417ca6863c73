import type { FastifyInstance } from 'fastify';
import { scoreboardApi } from '@domain/api/scoreboard-endpoints';
import { CSV_BOM, toCsv } from '@domain/csv';
import { scoreboardCsvFileName, scoreboardCsvRows } from '@domain/scoreboard/cars-csv';
import { computeScoreboard } from '@domain/scoreboard/figures';
import { carJourneys } from '@domain/scoreboard/journeys';
import { weeklyMailText, weeklyMailWeek } from '@domain/scoreboard/weekly-mail';
import { registerEndpoint } from '../../plugins/endpoints';
import { readConfig } from '../config/repository';
import { badRequest } from '../../lib/http-error';
import { authOf } from '../../plugins/session';
import { changeTenant } from '../../plugins/tenant-change';
import { writeBelief } from './belief-repository';
import { weekBoard, weeklyMailContext, weeklyScoreboardMailJob } from './weekly-mail';
import { readScoreboardInput } from './scoreboard-input';

/**
 * The recon scoreboard (domain/api/scoreboard-endpoints, issue #30): the period's figures for
 * managers and above, and its cars as CSV. One read of the stays each; the domain computes.
 */
export async function scoreboardRoutes(app: FastifyInstance): Promise<void> {
  app.scheduler.add('scoreboard weekly mail', weeklyScoreboardMailJob(app));

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

  registerEndpoint(app, scoreboardApi.sendWeeklyMail, async (request, reply) => {
    const { tenant, user } = authOf(request);
    if (!user.email) {
      throw badRequest('email: your account has no email address to send the summary to', 'email');
    }
    const now = app.clock();
    const { text, subject, period } = await request.withTenant(async (tx) => {
      const config = await readConfig(tx, tenant.id);
      const week = weeklyMailWeek(now, config.businessHours.timeZone);
      const board = await weekBoard(tx, tenant.id, week.period, now);
      return { ...weeklyMailText(board, weeklyMailContext(app, tenant)), period: week.period };
    });
    await app.mailer.send({ to: user.email, subject, text });
    return reply.code(202).send({ to: user.email, subject, period });
  });
}
