import { z } from 'zod';
import {
  contactEmailSchema,
  contactNameSchema,
  honeypotSchema,
  optionalText,
} from './contact-fields';
import { followUpFields } from './follow-up';

/**
 * Leads (spec 3; shared by the server's routes and the web's fetchers).
 *
 * The lead entity of spec 3 as POST /api/leads takes it (the marketing forms, spec 2.6, 7).
 * `ipAddress` is accepted but ignored (the server stores the request's own address);
 * `website` is a honeypot that people never see and only bots fill in.
 */
export const leadInputSchema = z.strictObject({
  name: contactNameSchema,
  email: contactEmailSchema,
  phone: optionalText('Phone', 40),
  company: optionalText('Company', 200),
  message: optionalText('Message', 5000),
  source: z
    .string({ error: 'Source must be text' })
    .regex(/^[a-z][a-z0-9_-]{0,39}$/, 'Source must be a short lower-case code such as inline_form')
    .default('inline_form'),
  submissionType: z
    .string({ error: 'Submission type must be text' })
    .regex(/^[a-z][a-z0-9_-]{0,39}$/, 'Submission type must be a short lower-case code')
    .default('final_submission'),
  ipAddress: z.unknown().optional(),
  userAgent: optionalText('User agent', 500),
  website: honeypotSchema,
});

export const leadAcceptedSchema = z.object({ ok: z.literal(true) });

/** A stored lead as the super admin sees it. */
export const leadSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  message: z.string().nullable(),
  source: z.string(),
  submissionType: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.number(),
  ...followUpFields,
});
export type Lead = z.infer<typeof leadSchema>;
export const leadListSchema = z.array(leadSchema);

export const leadListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 1000')
    .max(1000, 'limit must be between 1 and 1000')
    .default(200),
});

/** The public forms' sources (spec 3; the inline landing form is 'inline_form'). */
export const LEAD_SOURCE_LABELS: Readonly<Record<string, string>> = {
  inline_form: 'Landing form',
  request_demo: 'Demo request',
  demo_signup: 'Demo signup',
  pilot_program: 'Pilot program',
};

/** What a sender asked for, in words for a mail: "demo request", "pilot application". */
export function leadKindOf(source: string): string {
  return source === 'pilot_program' ? 'pilot application' : 'demo request';
}
