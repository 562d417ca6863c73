import { z } from 'zod';

/** Every error answer: `{ error, message }` (design.md, API). `field` names the bad input. */
export const errorBodySchema = z
  .object({
    error: z.string(),
    message: z.string(),
    field: z.string().optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Spec 6's roles, highest first. */
export const ROLES = ['admin', 'manager', 'user'] as const;
export const roleSchema = z.enum(ROLES).meta({ id: 'Role' });
export type Role = z.infer<typeof roleSchema>;

export const okSchema = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });
