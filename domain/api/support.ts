import { z } from 'zod';
import {
  contactEmailSchema,
  contactNameSchema,
  honeypotSchema,
  optionalText,
} from './contact-fields';
import { followUpFields } from './follow-up';

/** Support requests (the public contact form; decision 0032). */

export const SUPPORT_MESSAGE_MAX = 5000;

export const supportRequestInputSchema = z.strictObject({
  name: contactNameSchema,
  email: contactEmailSchema,
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
  website: honeypotSchema,
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
    ...followUpFields,
  })
  .meta({ id: 'SupportRequest' });
export type SupportRequest = z.infer<typeof supportRequestSchema>;
export const supportRequestListSchema = z.array(supportRequestSchema);
