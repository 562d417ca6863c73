import { z } from 'zod';
import {
  ACTIVITY_CSV_COLUMNS,
  ACTIVITY_EXPORT_MAX,
  activityCursorSchema,
  activityLimitSchema,
  activityLogListSchema,
  activityQuerySchema,
  activityLogSchema,
} from './activity';
import { defineEndpoint, errorResponses } from './endpoint';
import { vehicleIdParamsSchema } from './vehicles';

/** The record's history: a page of one vehicle's entries, newest first. */
export const VEHICLE_HISTORY_PAGE = 20;
const vehicleHistoryQuerySchema = z.object({
  before: activityCursorSchema.optional(),
  limit: activityLimitSchema(VEHICLE_HISTORY_PAGE, 100),
});

/** One vehicle's history and the time it has spent in each workflow (decision 0050). */
export const vehicleHistorySchema = z
  .object({
    entries: z.array(activityLogSchema),
    /** Whether older entries remain (ask again with `before` the last entry's cursor). */
    hasMore: z.boolean(),
    /** Milliseconds spent in each workflow, the current stay counted to now. */
    timeInWorkflow: z.object({
      inventory: z.number(),
      'make-ready': z.number(),
      service: z.number(),
    }),
  })
  .meta({ id: 'VehicleHistory' });
export type VehicleHistory = z.infer<typeof vehicleHistorySchema>;

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
  vehicleHistory: defineEndpoint({
    method: 'GET',
    path: '/api/vehicles/:id/history',
    operationId: 'getVehicleHistory',
    summary: "One vehicle's activity, newest first and paged, with its time in each workflow",
    tag: 'activity',
    // Everyone who may view the vehicle sees its history (issue #28 item 6); the dealership's
    // whole log stays with managers (decision 0012).
    access: { kind: 'staff', right: 'vehicles.view' },
    params: vehicleIdParamsSchema,
    query: vehicleHistoryQuerySchema,
    responses: { 200: vehicleHistorySchema, ...errorResponses(400, 401, 403, 404) },
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
