import { z } from 'zod';
import {
  ACTIVITY_CSV_COLUMNS,
  ACTIVITY_EXPORT_MAX,
  activityLimitSchema,
  activityLogListSchema,
  activityQuerySchema,
} from './activity';
import { defineEndpoint, errorResponses } from './endpoint';

const TIME_ZONE_MESSAGE = 'tz must be an IANA time zone such as America/Chicago';

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The export's query: the list's filters, a larger cap, and the zone to write times in. */
const activityExportQuerySchema = activityQuerySchema.extend({
  limit: activityLimitSchema(ACTIVITY_EXPORT_MAX, ACTIVITY_EXPORT_MAX),
  /** The zone timestamps and the file name are written in (the browser's); default UTC. */
  tz: z.string().max(64, TIME_ZONE_MESSAGE).refine(isTimeZone, TIME_ZONE_MESSAGE).default('UTC'),
});

/**
 * The activity log (spec 2.11, 7, 9): the list for managers and above, the CSV export for
 * admins (spec 6: view activity logs is manager+, export is admin only).
 */
export const activityApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/activity-logs',
    operationId: 'listActivity',
    summary: 'The latest activity log entries, newest first',
    tag: 'activity',
    access: { kind: 'staff', right: 'activity.view' },
    query: activityQuerySchema,
    responses: { 200: activityLogListSchema, ...errorResponses(400, 401, 403) },
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/activity-logs/export.csv',
    operationId: 'exportActivity',
    summary: 'The activity log as a CSV file',
    tag: 'activity',
    access: { kind: 'staff', right: 'activity.export' },
    query: activityExportQuerySchema,
    produces: 'text/csv',
    responses: {
      200: z.string().describe(`CSV (UTF-8 with BOM): ${ACTIVITY_CSV_COLUMNS.join(', ')}`),
      ...errorResponses(400, 401, 403),
    },
  }),
} as const;
