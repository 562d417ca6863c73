import { z } from 'zod';
import { EMAIL_INVALID_MESSAGE } from './auth';

/** Support requests (the public contact form; decision 0032). */

function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);
}

export const SUPPORT_MESSAGE_MAX = 5000;

export const supportRequestInputSchema = z.strictObject({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, EMAIL_INVALID_MESSAGE)
    .pipe(z.email(EMAIL_INVALID_MESSAGE)),
  phone: optionalText('Phone', 40),
  company: optionalText('Dealership name', 200),
  /** The dealership's LotReady address (its subdomain), when it has one. */
  dealership: optionalText('LotReady address', 63),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(SUPPORT_MESSAGE_MAX, `Message must be at most ${SUPPORT_MESSAGE_MAX} characters`),
  /** A honeypot people never see; a filled one is accepted and dropped. */
  website: z.string({ error: 'website must be text' }).max(500).optional(),
});
export type SupportRequestInput = z.input<typeof supportRequestInputSchema>;

export const supportRequestAcceptedSchema = z.object({ ok: z.literal(true) });

export const supportRequestSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    company: z.string().nullable(),
    message: z.string(),
    createdAt: z.number(),
    /** The dealership the address named, if it is one of ours. */
    dealership: z.object({ name: z.string(), slug: z.string() }).nullable(),
    /** Its plan includes priority support (domain/plans.ts). */
    priority: z.boolean(),
  })
  .meta({ id: 'SupportRequest' });
export type SupportRequest = z.infer<typeof supportRequestSchema>;
export const supportRequestListSchema = z.array(supportRequestSchema);

/** Where people reach support (from configuration: SUPPORT_EMAIL, SUPPORT_PHONE). */
export const supportContactSchema = z
  .object({ email: z.string(), phone: z.string() })
  .meta({ id: 'SupportContact' });
