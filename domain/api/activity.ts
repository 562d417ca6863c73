import { z } from 'zod';
import { ACTIVITY_TIME_FILTER_MS, type ActivityTimeFilter } from '../constants';
import { toCsv } from '../csv';
import { vehicleTypeSchema, type VehicleType } from './vehicles';

/** Activity log contracts and presentation (spec 2.11, spec 3 Activity log entry, spec 9). */

export const ACTIVITY_ACTIONS = [
  'added',
  'updated',
  'removed',
  'starred',
  'unstarred',
  'workflow_changed',
  'sold',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
export const activityActionSchema = z
  .enum(ACTIVITY_ACTIONS, { error: `Action must be one of ${ACTIVITY_ACTIONS.join(', ')}` })
  .meta({ id: 'ActivityAction' });

/**
 * A start time set by hand (time editing, issue #26 item 6): the log keeps the old and the new
 * time (checkInTime: when it came into stock; stepEnteredAt: when it entered its step).
 */
export const activityTimeChangeSchema = z.object({
  field: z.enum(['checkInTime', 'makeReadyAddedAt', 'serviceAddedAt', 'stepEnteredAt']),
  from: z.number().nullable(),
  to: z.number().nullable(),
});
export type ActivityTimeChange = z.infer<typeof activityTimeChangeSchema>;

/** A field edited by hand: its old and its new value, so the history shows what was there. */
export const activityFieldEditSchema = z.object({
  field: z.string(),
  from: z.union([z.string(), z.number(), z.boolean()]).nullable(),
  to: z.union([z.string(), z.number(), z.boolean()]).nullable(),
});
export type ActivityFieldEdit = z.infer<typeof activityFieldEditSchema>;

/**
 * What an entry adds to its action: the text that replaces it (spec 3), and, for a move, where
 * from and where to (the record's time in each workflow is summed from these, decision 0050).
 */
export const activityDetailsSchema = z
  .object({
    detailedAction: z.string().optional(),
    move: z.object({ from: vehicleTypeSchema, to: vehicleTypeSchema }).optional(),
    times: z.array(activityTimeChangeSchema).optional(),
    edits: z.array(activityFieldEditSchema).optional(),
  })
  .meta({ id: 'ActivityDetails' });
export type ActivityDetails = z.infer<typeof activityDetailsSchema>;

/** One entry as GET /api/activity-logs answers it (an array of these, spec 7). */
export const activityLogSchema = z
  .object({
    id: z.string(),
    action: activityActionSchema,
    stockNumber: z.string(),
    year: z.number().int(),
    make: z.string(),
    model: z.string(),
    vehicleType: vehicleTypeSchema,
    performedBy: z.string(),
    /** Usually a role (admin, manager, user); kept open for system and super-admin actions. */
    performedByRole: z.string(),
    timestamp: z.number(),
    salesperson: z.string().nullable(),
    additionalInfo: activityDetailsSchema.nullable(),
  })
  .meta({ id: 'ActivityLogEntry' });
export type ActivityLog = z.infer<typeof activityLogSchema>;
export const activityLogListSchema = z.array(activityLogSchema);

/** The list's largest page. */
export const ACTIVITY_LIST_MAX = 5000;
/** The page the activity screens ask for; older pages follow by cursor as people scroll. */
export const ACTIVITY_PAGE_SIZE = 100;
/** The export's cap: it streams page by page, so it bounds time, not memory. */
export const ACTIVITY_EXPORT_MAX = 1_000_000;

/** `limit`: a whole number from 1 to `max`, `fallback` when absent. */
export function activityLimitSchema(fallback: number, max: number) {
  const message = `limit must be between 1 and ${max}`;
  return z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, message)
    .max(max, message)
    .default(fallback);
}

const CURSOR_MESSAGE = 'before must be the cursor of an entry (its timestamp, a dot and its id)';

/**
 * A page's cursor: the last entry's timestamp and id ('1767225600000.0196…'). The next page
 * is every entry older than it, so pages neither skip nor repeat entries of one millisecond.
 */
export const activityCursorSchema = z
  .string({ error: CURSOR_MESSAGE })
  .regex(/^\d{1,15}\.[0-9a-f-]{36}$/i, CURSOR_MESSAGE)
  .transform((cursor) => {
    const [timestamp = '0', id = ''] = cursor.split('.');
    return { timestamp: Number(timestamp), id: id.toLowerCase() };
  });
export type ActivityCursor = z.output<typeof activityCursorSchema>;

/** The cursor that asks for the entries after `entry` (older ones). */
export function activityCursor(entry: Pick<ActivityLog, 'timestamp' | 'id'>): string {
  return `${entry.timestamp}.${entry.id}`;
}

/** GET /api/activity-logs query (all optional; the spec's call sends none). */
export const activityQuerySchema = z.object({
  before: activityCursorSchema.optional(),
  since: z.coerce
    .number({ error: 'since must be a timestamp in milliseconds' })
    .int('since must be a timestamp in milliseconds')
    .nonnegative('since must be a timestamp in milliseconds')
    .optional(),
  action: activityActionSchema.optional(),
  type: vehicleTypeSchema.optional(),
  q: z
    .string()
    .trim()
    .max(100, 'Search must be at most 100 characters')
    // PostgreSQL text holds no NUL: refused here by name, not left to fail mid-export.
    .refine((value) => !value.includes('\u0000'), 'Search must not contain NUL characters')
    .optional(),
  limit: activityLimitSchema(500, ACTIVITY_LIST_MAX),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/** The `since` a time filter stands for (spec 9 time filters), or undefined for 'all'. */
export function activitySince(filter: ActivityTimeFilter, now: number): number | undefined {
  const span = ACTIVITY_TIME_FILTER_MS[filter];
  return span === null ? undefined : now - span;
}

/** Default action texts; additionalInfo.detailedAction replaces them when present. */
export const ACTIVITY_ACTION_TEXT: Readonly<Record<ActivityAction, string>> = {
  added: 'Added',
  updated: 'Updated',
  removed: 'Removed',
  starred: 'Starred',
  unstarred: 'Unstarred',
  workflow_changed: 'Workflow changed',
  sold: 'Marked sold',
};

/** The entry's text: additionalInfo.detailedAction when present, else the action's default. */
export function activityActionText(entry: Pick<ActivityLog, 'action' | 'additionalInfo'>): string {
  const detailed = entry.additionalInfo?.detailedAction?.trim();
  return detailed ? detailed : ACTIVITY_ACTION_TEXT[entry.action];
}

/** Spec 2.11: the salesperson is labelled Vendor for service, else Salesperson. */
export function salespersonLabel(vehicleType: VehicleType): 'Vendor' | 'Salesperson' {
  return vehicleType === 'service' ? 'Vendor' : 'Salesperson';
}

export const VEHICLE_TYPE_TEXT: Readonly<Record<VehicleType, string>> = {
  'make-ready': 'Make Ready',
  service: 'Service',
  inventory: 'Inventory',
};

export const ACTIVITY_CSV_COLUMNS = [
  'Timestamp',
  'Action',
  'Vehicle',
  'Type',
  'Stock #',
  'Performed By',
  'Role',
] as const; // spec 9

function dateParts(timestamp: number, timeZone: string | undefined): Record<string, string> {
  const parts = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(timestamp);
  return Object.fromEntries(parts.map((part) => [part.type, part.value]));
}

/** 'YYYY-MM-DD HH:mm:ss' in the zone (default: the runtime's), which spreadsheets read. */
export function formatCsvTimestamp(timestamp: number, timeZone?: string): string {
  const p = dateParts(timestamp, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** Spec 9: the export is named with the date, e.g. 'activity-log-2026-11-22.csv'. */
export function activityCsvFileName(now: number, timeZone?: string): string {
  const p = dateParts(now, timeZone);
  return `activity-log-${p.year}-${p.month}-${p.day}.csv`;
}

/** The export's rows: the header, then one row per entry in the given order. */
export function activityCsvRows(entries: readonly ActivityLog[], timeZone?: string): string[][] {
  return [
    [...ACTIVITY_CSV_COLUMNS],
    ...entries.map((entry) => [
      formatCsvTimestamp(entry.timestamp, timeZone),
      activityActionText(entry),
      `${entry.year} ${entry.make} ${entry.model}`,
      VEHICLE_TYPE_TEXT[entry.vehicleType],
      entry.stockNumber,
      entry.performedBy,
      entry.performedByRole,
    ]),
  ];
}

/** The export file's text (RFC 4180, formula-safe, with a BOM so Excel reads UTF-8). */
export function activityCsv(entries: readonly ActivityLog[], timeZone?: string): string {
  return toCsv(activityCsvRows(entries, timeZone), { bom: true });
}
