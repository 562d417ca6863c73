import { z } from 'zod';

/**
 * Super-admin contracts the spec leaves out (designed here until domain/api has them).
 * Lenient where the server may add fields; strict where the screen depends on a value.
 */
const timestamp = z.union([z.string(), z.number()]);

export const dealershipSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  status: z.string().default('active'),
  userCount: z.number().default(0),
  vehicleCount: z.number().default(0),
  createdAt: timestamp,
  trialEndsAt: timestamp.nullable().optional(),
});
export type DealershipSummary = z.infer<typeof dealershipSummarySchema>;

/** Accepts a bare array or `{ <key>: [...] }`. */
export function listOf<T extends z.ZodType>(item: T, key: string) {
  return z.union([
    z.array(item),
    z.object({ [key]: z.array(item) }).transform((body) => body[key] as z.infer<T>[]),
  ]);
}

export const leadRecordSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable().optional(),
  company: z.string().nullable().optional(),
  message: z.string().nullable().optional(),
  source: z.string(),
  createdAt: timestamp,
});
export type LeadRecord = z.infer<typeof leadRecordSchema>;

export const notificationSettingsSchema = z.object({
  recipients: z.array(z.string()),
  events: z.object({ makeReadyOverdue: z.boolean(), serviceCritical: z.boolean() }),
  /** Hour of the day (0–23, dealership time) for the daily digest; null when off. */
  dailyDigestHour: z.number().int().min(0).max(23).nullable(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const createDealershipSchema = z.object({
  name: z.string(),
  slug: z.string(),
  admin: z.object({
    username: z.string(),
    password: z.string(),
    fullName: z.string(),
    email: z.string(),
  }),
});
export type CreateDealershipInput = z.infer<typeof createDealershipSchema>;
