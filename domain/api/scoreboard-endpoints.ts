import { z } from 'zod';
import { defineEndpoint, errorResponses } from './endpoint';
import { EARLY_API_PATHS } from './paths';
import { beliefAnswerSchema } from '../scoreboard/belief';
import { scoreboardQuerySchema, scoreboardSchema } from './scoreboard';

/**
 * The recon scoreboard (issue #30): the period's figures for managers and above (spec 6:
 * view reports), and the period's cars as CSV (export reports). Periods are whole days in
 * the dealership's time zone, `from` and `to` included.
 */
export const scoreboardApi = {
  get: defineEndpoint({
    method: 'GET',
    path: EARLY_API_PATHS.scoreboard,
    operationId: 'getScoreboard',
    summary:
      "Time to line, days in recon, each step's times against its goal, the slowest cars and the 13-week trend for a period, beside the period before",
    tag: 'scoreboard',
    access: { kind: 'staff', right: 'reports.view' },
    query: scoreboardQuerySchema,
    responses: { 200: scoreboardSchema, ...errorResponses(400, 401, 403) },
  }),
  carsCsv: defineEndpoint({
    method: 'GET',
    path: '/api/scoreboard/cars.csv',
    operationId: 'exportScoreboardCars',
    summary: "The period's cars as CSV: stock number, VIN, acquired, each step's time and T2L",
    tag: 'scoreboard',
    access: { kind: 'staff', right: 'reports.export' },
    query: scoreboardQuerySchema,
    produces: 'text/csv',
    responses: {
      200: z
        .string()
        .describe(
          'CSV (UTF-8 with BOM): Stock number, VIN, Year, Make, Model, Acquired, Front-line ready, one column per timed step (hours, business hours for a business-hours step), T2L (days), Days in recon (business days), Start time corrected',
        ),
      ...errorResponses(400, 401, 403),
    },
  }),
  answerBelief: defineEndpoint({
    method: 'PUT',
    path: '/api/scoreboard/belief',
    operationId: 'answerScoreboardBelief',
    summary:
      'Keep the answer to "How many days do you think a car takes from purchase to front line?" (admins; null skips it)',
    tag: 'scoreboard',
    access: { kind: 'staff', right: 'settings.manage' },
    body: beliefAnswerSchema,
    responses: {
      200: z
        .object({ days: z.number().nullable(), answeredAt: z.number() })
        .meta({ id: 'ScoreboardBeliefKept' }),
      ...errorResponses(400, 401, 403),
    },
  }),
  sendWeeklyMail: defineEndpoint({
    method: 'POST',
    path: '/api/scoreboard/weekly-mail',
    operationId: 'sendScoreboardWeeklyMail',
    summary:
      "Mail this week's scoreboard summary (Monday's mail: the week just ended) to the caller's own address now",
    tag: 'scoreboard',
    access: { kind: 'staff', right: 'reports.view' },
    // Reading the dealership's own figures, as the page does: no change to its data.
    allowedWhileReadOnly: true,
    responses: {
      202: z
        .object({
          to: z.string(),
          subject: z.string(),
          period: z.object({ from: z.string(), to: z.string() }),
        })
        .meta({ id: 'ScoreboardWeeklyMailSent' }),
      ...errorResponses(400, 401, 403),
    },
  }),
} as const;
