import { z } from 'zod';
import { BILLING_PERIODS, PLAN_IDS, SUBSCRIPTION_STATUSES } from '../plans';
import { signupRequestSchema } from './auth';

/**
 * Super-admin contracts (spec 2.2 /super-admin and notification settings; their content is
 * not shown in the spec): the one contract the server's routes validate with and the web's
 * super-admin fetchers parse with.
 */

// read-only: signed in and visible, but its trial ended without a plan or it was cancelled (0031).
export const DEALERSHIP_STATUSES = ['active', 'trial', 'read-only', 'inactive'] as const;

export const dealershipSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(DEALERSHIP_STATUSES),
  userCount: z.number().int(),
  vehicleCount: z.number().int(),
  createdAt: z.number(),
  trialEndsAt: z.number().nullable(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  plan: z.enum(PLAN_IDS).nullable(),
  billingPeriod: z.enum(BILLING_PERIODS).nullable(),
  /** The next billing date (paid up to here). */
  paidThrough: z.number().nullable(),
  /** When an admin asked for an invoice that is not marked paid yet. */
  invoiceRequestedAt: z.number().nullable(),
});
export type DealershipSummary = z.infer<typeof dealershipSummarySchema>;
export const dealershipSummaryListSchema = z.array(dealershipSummarySchema);

const signup = signupRequestSchema.shape;

/** POST /api/super-admin/dealerships: a dealership with its first admin (no trial). */
export const createDealershipSchema = z.strictObject({
  name: signup.dealershipName,
  slug: signup.slug,
  admin: z.strictObject({
    username: signup.username,
    password: signup.password,
    fullName: signup.fullName,
    email: signup.email,
  }),
});
export type CreateDealership = z.infer<typeof createDealershipSchema>;
export const createdDealershipSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
});

/** PATCH /api/super-admin/dealerships/:id: activate or deactivate. */
export const dealershipPatchSchema = z.strictObject({
  active: z.boolean({ error: 'active must be true or false' }),
});

export const dealershipIdParamsSchema = z.object({
  id: z.uuid({ error: 'Dealership id must be a UUID' }),
});

/** Per-dealership notification settings, set by the super admin (spec 1, 2.2). */
export const notificationSettingsSchema = z.strictObject({
  recipients: z
    .array(z.string().trim().pipe(z.email('Each recipient must be an email address')), {
      error: 'recipients must be a list of email addresses',
    })
    .max(20, 'At most 20 recipients'),
  events: z.strictObject({
    makeReadyOverdue: z.boolean({ error: 'events.makeReadyOverdue must be true or false' }),
    serviceCritical: z.boolean({ error: 'events.serviceCritical must be true or false' }),
  }),
  /** Hour of the day (0–23, UTC) for the daily digest; null when off. */
  dailyDigestHour: z
    .number({ error: 'dailyDigestHour must be a number from 0 to 23, or null' })
    .int('dailyDigestHour must be a whole hour from 0 to 23')
    .min(0, 'dailyDigestHour must be from 0 to 23')
    .max(23, 'dailyDigestHour must be from 0 to 23')
    .nullable(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** POST /api/super-admin/dealerships/:id/extend-trial: more days for a running or ended trial. */
export const MAX_TRIAL_EXTENSION_DAYS = 90;
export const extendTrialSchema = z.strictObject({
  days: z
    .number({ error: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, `days must be from 1 to ${MAX_TRIAL_EXTENSION_DAYS}`)
    .max(MAX_TRIAL_EXTENSION_DAYS, `days must be from 1 to ${MAX_TRIAL_EXTENSION_DAYS}`),
});
