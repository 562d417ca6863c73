import { z } from 'zod';
import { emailAddressSchema } from './auth';

/**
 * The fields every public contact form shares (a demo request or pilot application, spec 2.6 and
 * 7; a support request, decision 0032), so each says the same thing about the same mistake.
 */

/** Optional free text: trimmed, an empty answer stored as null, its length capped by name. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);
}

export const contactNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must be at most 100 characters');

/** A contact's email: required (said so when blank), then the one email rule. */
export const contactEmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .pipe(emailAddressSchema);

/** A field people never see: only bots fill it in, and what they send is accepted and dropped. */
export const honeypotSchema = z.string({ error: 'website must be text' }).max(500).optional();
