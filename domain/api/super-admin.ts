import { z } from 'zod';
import { BILLING_PERIODS, PLAN_IDS, SUBSCRIPTION_STATUSES } from '../plans';
import { MAX_GRACE_DAYS, SUBSCRIPTION_STATES } from '../subscription';
import { signupRequestSchema } from './auth';
import { openInvoiceSchema } from './billing';

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
  /** Where the subscription stands (domain/subscription.ts). */
  state: z.enum(SUBSCRIPTION_STATES),
  invoice: openInvoiceSchema.nullable(),
  cancelAt: z.number().nullable(),
  /** Why the dealership's admin cancelled. */
  cancelReason: z.string().nullable(),
  graceDays: z.number().int(),
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

/** POST …/mark-paid: the payment received, as the super admin confirms it (issue #29). */
export const MAX_PAYMENT_AMOUNT = 1_000_000;
export const markPaidSchema = z.strictObject({
  amount: z
    .number({ error: 'amount must be a number of US dollars' })
    .positive('amount must be more than 0')
    .max(MAX_PAYMENT_AMOUNT, `amount must be at most ${MAX_PAYMENT_AMOUNT}`),
  reference: z
    .string({ error: 'reference must be text' })
    .trim()
    .min(1, 'Give the payment reference')
    .max(200, 'reference must be at most 200 characters'),
});

/** PUT …/grace-days: days of full access after a paid period ends unpaid. */
export const graceDaysSchema = z.strictObject({
  days: z
    .number({ error: 'days must be a number' })
    .int('days must be a whole number')
    .min(0, `days must be from 0 to ${MAX_GRACE_DAYS}`)
    .max(MAX_GRACE_DAYS, `days must be from 0 to ${MAX_GRACE_DAYS}`),
});

export const PLATFORM_LOG_ACTIONS = [
  'trial-extended',
  'trial-ended',
  'marked-paid',
  'grace-days-set',
  'cancelled',
] as const;

/** One line of the platform log: what was done to a dealership's subscription, by whom. */
export const platformLogEntrySchema = z.object({
  id: z.number().int(),
  at: z.number(),
  actor: z.string(),
  action: z.enum(PLATFORM_LOG_ACTIONS),
  dealershipId: z.uuid().nullable(),
  dealershipName: z.string().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});
export type PlatformLogEntry = z.infer<typeof platformLogEntrySchema>;
export const platformLogSchema = z.array(platformLogEntrySchema);
