import { z } from 'zod';
import { FOLLOW_UP_STATUSES } from '../follow-up';

/** The super admin's follow-up of a lead or support request (issue #29; domain/follow-up.ts). */

export const FOLLOW_UP_NOTES_MAX = 5000;
export const FOLLOW_UP_OWNER_MAX = 100;

export const followUpStatusSchema = z.enum(FOLLOW_UP_STATUSES, {
  error: `Status must be one of ${FOLLOW_UP_STATUSES.join(', ')}`,
});

/** What every lead and support request carries besides what its sender wrote. */
export const followUpFields = {
  status: followUpStatusSchema,
  /** Who is following it up (a name), or nobody yet. */
  owner: z.string().nullable(),
  notes: z.string(),
  /** When its follow-up last changed; null while untouched. */
  updatedAt: z.number().nullable(),
};

/** Free text the database can hold: PostgreSQL refuses NUL, so it is refused here by name. */
function followUpText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !value.includes('\u0000'), `${label} must not contain NUL characters`);
}

/** PATCH a lead's or request's follow-up: any of these; an empty owner clears it. */
export const followUpPatchSchema = z
  .strictObject({
    status: followUpStatusSchema.optional(),
    owner: followUpText('Owner', FOLLOW_UP_OWNER_MAX)
      .nullable()
      .optional()
      .transform((value) => (value === undefined ? undefined : value?.trim() || null)),
    notes: followUpText('Notes', FOLLOW_UP_NOTES_MAX).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send at least one of status, owner or notes',
  })
  .meta({ id: 'FollowUpPatch' });
/** What a client sends; FollowUpChange is what the server gets after parsing. */
export type FollowUpPatch = z.input<typeof followUpPatchSchema>;
export type FollowUpChange = z.infer<typeof followUpPatchSchema>;

export const followUpIdParamsSchema = z.object({
  id: z.uuid({ error: 'id must be a lead or request id' }),
});
