import { z } from 'zod';
import {
  DEFAULT_FEED_GRACE_DAYS,
  DEFAULT_FEED_INTERVAL_MINUTES,
  FEED_GRACE_DAYS_MAX,
  FEED_INTERVAL_MINUTES_MAX,
  FEED_INTERVAL_MINUTES_MIN,
  FEED_RUN_STATES,
  feedCredentialsProblem,
  feedUrlProblem,
} from '../feeds/rules';
import { STOCK_NUMBER_FROM_VIN } from '../vehicle/stock-from-vin';
import { importMappingSchema } from './vehicle-import';

/** A feed's address: HTTPS or SFTP (plain HTTP only to loopback outside production). */
const feedUrl = z
  .string({ error: 'url is required' })
  .trim()
  .max(2000, 'The address must be at most 2000 characters')
  .superRefine((value, ctx) => {
    const problem = feedUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Basic credentials, sent to be kept encrypted; never answered back. */
const feedCredentialsSchema = z.strictObject({
  username: z
    .string({ error: 'credentials.username is required' })
    .min(1, 'The user name is required')
    .max(200, 'The user name must be at most 200 characters'),
  password: z
    .string({ error: 'credentials.password is required' })
    .max(500, 'The password must be at most 500 characters'),
});

const feedFields = {
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'The name is required')
    .max(100, 'The name must be at most 100 characters'),
  url: feedUrl,
  /** null removes them; absent on an update keeps them. */
  credentials: feedCredentialsSchema.nullable(),
  intervalMinutes: z
    .number({ error: 'intervalMinutes must be a number' })
    .int('intervalMinutes must be a whole number')
    .min(FEED_INTERVAL_MINUTES_MIN, `Run at most every ${FEED_INTERVAL_MINUTES_MIN} minutes`)
    .max(FEED_INTERVAL_MINUTES_MAX, 'Run at least once a week'),
  graceDays: z
    .number({ error: 'graceDays must be a number' })
    .int('graceDays must be a whole number')
    .min(0, 'graceDays must be at least 0')
    .max(FEED_GRACE_DAYS_MAX, `graceDays must be at most ${FEED_GRACE_DAYS_MAX}`),
  /** The file's columns and their fields, as the import maps them (issue #27 item 1). */
  mapping: importMappingSchema,
  stockNumberFromVin: z
    .enum(STOCK_NUMBER_FROM_VIN, {
      error: `stockNumberFromVin must be one of ${STOCK_NUMBER_FROM_VIN.join(', ')}`,
    })
    .nullable(),
};

export const feedCreateSchema = z
  .strictObject({
    ...feedFields,
    credentials: feedFields.credentials.optional(),
    intervalMinutes: feedFields.intervalMinutes.default(DEFAULT_FEED_INTERVAL_MINUTES),
    graceDays: feedFields.graceDays.default(DEFAULT_FEED_GRACE_DAYS),
    stockNumberFromVin: feedFields.stockNumberFromVin.default(null),
  })
  .superRefine((feed, ctx) => {
    const problem = feedCredentialsProblem(feed.url, Boolean(feed.credentials));
    if (problem) ctx.addIssue({ code: 'custom', path: ['credentials'], message: problem });
  })
  .meta({ id: 'FeedCreate' });
export type FeedCreate = z.infer<typeof feedCreateSchema>;
export type FeedCreateInput = z.input<typeof feedCreateSchema>;

export const feedUpdateSchema = z.strictObject(feedFields).partial().meta({ id: 'FeedUpdate' });
export type FeedUpdate = z.infer<typeof feedUpdateSchema>;

export const feedRunStateSchema = z.enum(FEED_RUN_STATES).meta({ id: 'FeedRunState' });

/** What a run found and did. A held run's counts are what applying it would do. */
export const feedRunSchema = z
  .object({
    id: z.string(),
    feedId: z.string(),
    startedAt: z.number(),
    state: feedRunStateSchema,
    /** Rows in the file (the short-feed guard compares this). */
    rows: z.number().int(),
    added: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    /** Vehicles of the feed absent from this file and not yet archived. */
    missing: z.number().int(),
    archived: z.number().int(),
    /** The file's problems row by row, a fetch failure, or why the run was held. */
    errors: z.array(z.string()),
    /** When an admin applied or discarded a held run, and who. */
    decidedAt: z.number().nullable(),
    decidedBy: z.string().nullable(),
  })
  .meta({ id: 'FeedRun' });
export type FeedRun = z.infer<typeof feedRunSchema>;

export const feedSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    url: z.string(),
    /** Whether basic credentials are kept (they are never answered). */
    hasCredentials: z.boolean(),
    /**
     * An SFTP server's key (SHA256 fingerprint), kept at the feed's first run: a later run
     * refuses a server whose key changed. Null before the first run and for HTTPS feeds.
     */
    hostKey: z.string().nullable(),
    intervalMinutes: z.number().int(),
    graceDays: z.number().int(),
    mapping: z.object({ headers: z.array(z.string()), fields: z.array(z.string()) }),
    stockNumberFromVin: z.enum(STOCK_NUMBER_FROM_VIN).nullable(),
    nextRunAt: z.number(),
    createdAt: z.number(),
    lastRun: feedRunSchema.nullable(),
  })
  .meta({ id: 'Feed' });
export type Feed = z.infer<typeof feedSchema>;

export const feedIdParamsSchema = z.object({
  id: z.uuid({ error: 'id must be a feed id' }),
});
export const feedRunParamsSchema = z.object({
  id: z.uuid({ error: 'id must be a feed id' }),
  runId: z.uuid({ error: 'runId must be a run id' }),
});
