import { z } from 'zod';
import { emailAddressSchema } from './auth';
import { photoUploadQuerySchema } from './photos';
import { amountCentsSchema } from '../work/amount-schema';
import { VENDOR_JOB_STATES } from '../vendors/jobs';
import { VENDOR_TRADES } from '../vendors/trades';
import { scoreboardQuerySchema } from './scoreboard';

/** The contract of vendors and their sublet jobs (issue #31 items 1, 2, 4 and 6). */

export const vendorTradeSchema = z.enum(VENDOR_TRADES, {
  error: `must be one of ${VENDOR_TRADES.join(', ')}`,
});
export const vendorJobStateSchema = z.enum(VENDOR_JOB_STATES);

const PHONE_MESSAGE = 'must be a phone number such as +15550100199';

export const vendorSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    trade: vendorTradeSchema,
    /** Only managers and admins see a vendor's contact; null for everyone else. */
    email: z.string().nullable(),
    phone: z.string().nullable(),
    active: z.boolean(),
    version: z.number().int(),
  })
  .meta({ id: 'Vendor' });
export type Vendor = z.infer<typeof vendorSchema>;

export const vendorInputSchema = z
  .strictObject({
    name: z
      .string({ error: 'must be text' })
      .trim()
      .min(1, 'is required')
      .max(100, 'must be at most 100 characters'),
    trade: vendorTradeSchema,
    email: z.string({ error: 'must be text' }).trim().pipe(emailAddressSchema),
    phone: z
      .string({ error: 'must be text' })
      .trim()
      .regex(/^\+[1-9]\d{6,14}$/, PHONE_MESSAGE)
      .nullable()
      .default(null),
    active: z.boolean({ error: 'must be true or false' }).default(true),
  })
  .meta({ id: 'VendorWrite' });
export type VendorInput = z.input<typeof vendorInputSchema>;

export const vendorUpdateSchema = vendorInputSchema
  .extend({ version: z.number({ error: 'is required' }).int('must be a whole number') })
  .meta({ id: 'VendorUpdate' });

export const vendorParamsSchema = z.object({ id: z.uuid({ error: 'must be a vendor id' }) });
export const vendorJobParamsSchema = z.object({
  id: z.uuid({ error: 'must be a vendor job id' }),
});

const what = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, 'is required')
  .max(500, 'must be at most 500 characters');
const notes = z
  .string({ error: 'must be text' })
  .trim()
  .max(1000, 'must be at most 1000 characters');
const instant = z.number({ error: 'must be a time' }).int('must be a time in ms');

/** A sublet job as staff see it on the car's record. */
export const vendorJobSchema = z
  .object({
    id: z.uuid(),
    vehicleId: z.uuid(),
    vendorId: z.uuid(),
    vendorName: z.string(),
    trade: vendorTradeSchema,
    /** The sublet work item it was sent from, or null when sent from the record. */
    workItemId: z.uuid().nullable(),
    what: z.string(),
    quoteCents: z.number().int(),
    billedCents: z.number().int().nullable(),
    dueAt: z.number(),
    state: vendorJobStateSchema,
    sentAt: z.number(),
    acceptedAt: z.number().nullable(),
    /** When the vendor says the car will be back. */
    backAt: z.number().nullable(),
    vendorNotes: z.string().nullable(),
    doneAt: z.number().nullable(),
    closedAt: z.number().nullable(),
    reopenedCount: z.number().int(),
    remindedAt: z.number().nullable(),
    alertedAt: z.number().nullable(),
    version: z.number().int(),
  })
  .meta({ id: 'VendorJob' });
export type VendorJob = z.infer<typeof vendorJobSchema>;

export const vendorJobCreateSchema = z
  .strictObject({
    vendorId: z.uuid({ error: 'must be a vendor id' }),
    /** Sent from one of the car's sublet work items (issue #31 item 2): the job links to it. */
    workItemId: z.uuid({ error: 'must be a work item id' }).optional(),
    what,
    quoteCents: amountCentsSchema,
    /** Two business days from now when left out (domain/vendors/due). */
    dueAt: instant.optional(),
  })
  .meta({ id: 'VendorJobCreate' });
export type VendorJobCreate = z.input<typeof vendorJobCreateSchema>;

/** The dealership cancels an open job, or reopens a done one (the scorecard counts it). */
export const vendorJobChangeSchema = z
  .strictObject({
    action: z.enum(['cancel', 'reopen'], { error: 'must be cancel or reopen' }),
    version: z.number({ error: 'is required' }).int('must be a whole number'),
  })
  .meta({ id: 'VendorJobChange' });

const tokenSchema = z
  .string({ error: 'is required' })
  .min(20, 'is not a valid link')
  .max(100, 'is not a valid link');
export const vendorLinkSchema = z.strictObject({ token: tokenSchema }).meta({ id: 'VendorLink' });

/** What the vendor does from the link, to one job of its queue. */
export const vendorLinkActionSchema = z
  .strictObject({
    token: tokenSchema,
    jobId: z.uuid({ error: 'must be a job of this link' }),
    action: z.enum(['accept', 'back', 'note', 'done'], {
      error: 'must be accept, back, note or done',
    }),
    /** With `back`: when the car will be back. */
    backAt: instant.optional(),
    /** With `note`: the vendor's notes (replacing theirs). */
    notes: notes.optional(),
    /** With `done`: what the vendor bills; the quote when left out. */
    billedCents: amountCentsSchema.optional(),
  })
  .meta({ id: 'VendorLinkAction' });
export type VendorLinkAction = z.infer<typeof vendorLinkActionSchema>;

/** What a vendor's page shows: its jobs at this dealership and their cars, nothing else. */
export const vendorQueueSchema = z
  .object({
    dealershipName: z.string(),
    vendorName: z.string(),
    currency: z.string(),
    locale: z.string(),
    timeZone: z.string(),
    /** The job the link was sent for (first in `jobs`). */
    linkJobId: z.uuid(),
    expiresAt: z.number(),
    jobs: z.array(
      z.object({
        id: z.uuid(),
        what: z.string(),
        quoteCents: z.number().int(),
        billedCents: z.number().int().nullable(),
        dueAt: z.number(),
        state: vendorJobStateSchema,
        backAt: z.number().nullable(),
        notes: z.string().nullable(),
        doneAt: z.number().nullable(),
        vehicle: z.object({
          stockNumber: z.string(),
          vin: z.string().nullable(),
          year: z.number().int(),
          make: z.string(),
          model: z.string(),
          color: z.string(),
        }),
      }),
    ),
  })
  .meta({ id: 'VendorQueue' });
export type VendorQueue = z.infer<typeof vendorQueueSchema>;

/** The scoreboard's period (both days included, either left out: 4 weeks, as there). */
export const scorecardQuerySchema = scoreboardQuerySchema;

export const vendorScoreSchema = z
  .object({
    jobs: z.number().int(),
    done: z.number().int(),
    onTimeShare: z.number().nullable(),
    medianTurnaroundMs: z.number().nullable(),
    quotedCents: z.number().int(),
    billedCents: z.number().int(),
    reopened: z.number().int(),
  })
  .meta({ id: 'VendorScore' });

/** Every vendor's figures over the period, with the jobs they come from (links to the cars). */
export const vendorScorecardSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    currency: z.string(),
    locale: z.string(),
    vendors: z.array(
      z.object({
        vendor: vendorSchema,
        score: vendorScoreSchema,
        jobs: z.array(
          z.object({
            id: z.uuid(),
            vehicleId: z.uuid(),
            stockNumber: z.string(),
            what: z.string(),
            state: vendorJobStateSchema,
            sentAt: z.number(),
            dueAt: z.number(),
            doneAt: z.number().nullable(),
            reopenedCount: z.number().int(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'VendorScorecard' });
export type VendorScorecard = z.infer<typeof vendorScorecardSchema>;

/** The vendor's photos of one job of its queue (issue #31 items 2 and 5). */
export const vendorLinkJobSchema = z
  .strictObject({ token: tokenSchema, jobId: z.uuid({ error: 'must be a job of this link' }) })
  .meta({ id: 'VendorLinkJob' });

/**
 * A vendor's upload: the body is the image, so the token and the job come in the query (the
 * browser sends it from the page, never from the mailed link, which keeps the token in its
 * fragment).
 */
export const vendorLinkPhotoUploadSchema = z.strictObject({
  token: tokenSchema,
  jobId: z.uuid({ error: 'must be a job of this link' }),
  caption: photoUploadQuerySchema.shape.caption,
});

/** One of the job's photo files, read through the link (an `<img>` sends no body). */
export const vendorLinkPhotoFileQuerySchema = z.strictObject({ token: tokenSchema });
