import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityCsv,
  activityCsvFileName,
  activityLogListSchema,
  activityQuerySchema,
} from '@domain/api/activity';
import { errorBodySchema } from '@domain/api/common';
import { authOf, requireRight } from '../../plugins/session';
import { listActivity } from './repository';

/** The list's largest page; the domain contract's 1000 is raised for the Activity page. */
export const ACTIVITY_LIST_MAX = 5000;
/** The export's cap: a year of a busy dealership, still one response. */
export const ACTIVITY_EXPORT_MAX = 50_000;

function limitSchema(fallback: number, max: number) {
  const message = `limit must be between 1 and ${max}`;
  return z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, message)
    .max(max, message)
    .default(fallback);
}

const listQuerySchema = activityQuerySchema.extend({ limit: limitSchema(500, ACTIVITY_LIST_MAX) });

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const exportQuerySchema = activityQuerySchema.extend({
  limit: limitSchema(ACTIVITY_EXPORT_MAX, ACTIVITY_EXPORT_MAX),
  /** The zone timestamps and the file name are written in (the browser's); default UTC. */
  tz: z
    .string()
    .max(64, 'tz must be an IANA time zone such as America/Chicago')
    .refine(isTimeZone, 'tz must be an IANA time zone such as America/Chicago')
    .default('UTC'),
});

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/**
 * The activity log (spec 2.11, 7, 9): the list for managers and above, the CSV export for
 * admins (spec 6: view activity logs is manager+, export is admin only).
 */
export async function activityRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/activity-logs',
    {
      preValidation: requireRight('activity.view'),
      schema: { querystring: listQuerySchema, response: { 200: activityLogListSchema, ...errors } },
    },
    async (request) => {
      const { tenant } = authOf(request);
      return request.withTenant((tx) => listActivity(tx, tenant.id, request.query));
    },
  );

  routes.get(
    '/api/activity-logs/export.csv',
    {
      preValidation: requireRight('activity.export'),
      schema: {
        querystring: exportQuerySchema,
        response: {
          200: z
            .string()
            .describe('text/csv: Timestamp, Action, Vehicle, Type, Stock #, Performed By, Role'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { tenant } = authOf(request);
      const { tz, ...query } = request.query;
      const entries = await request.withTenant((tx) => listActivity(tx, tenant.id, query));
      const fileName = activityCsvFileName(app.clock(), tz);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(activityCsv(entries, tz));
    },
  );
}
