import { z } from 'zod';
import { newPasswordSchema } from '../new-password';
import { USERNAME_MIN_MESSAGE, emailAddressSchema } from './auth';
import { roleSchema } from './common';

/**
 * User management contracts (spec 2.5 /users, spec 6; the screen's shape is not shown in the
 * spec): the one contract the server's routes validate with and the web's fetchers parse with.
 */

const roleInput = z.enum(roleSchema.options, {
  error: 'Role must be one of admin, manager or user',
});

const username = z
  .string({
    error: (issue) =>
      issue.input === undefined ? 'Username is required' : 'Username must be text',
  })
  .trim()
  .min(3, USERNAME_MIN_MESSAGE)
  .max(100, 'Username must be at most 100 characters')
  .regex(/^[A-Za-z0-9._@-]+$/, 'Username may use letters, digits and . _ @ - only');
const fullName = z
  .string({
    error: (issue) =>
      issue.input === undefined ? 'Full name is required' : 'Full name must be text',
  })
  .trim()
  .min(1, 'Full name is required')
  .max(100, 'Full name must be at most 100 characters');
/** Optional: blank is none; anything else the one email rule. */
const email = z
  .string({ error: 'Email must be text' })
  .trim()
  .transform((value) => (value === '' ? null : value))
  .pipe(emailAddressSchema.nullable())
  .nullable();
const password = newPasswordSchema;

/** A user as the API shows it: never a password hash. */
export const userSchema = z
  .object({
    id: z.uuid(),
    username: z.string(),
    fullName: z.string(),
    email: z.string().nullable(),
    role: roleSchema,
    disabled: z.boolean(),
    createdAt: z.number(),
    updatedAt: z.number(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;
export const userListSchema = z.array(userSchema);

/** POST /api/users. */
export const userCreateSchema = z
  .strictObject({
    username,
    fullName,
    email: email.default(null),
    role: roleInput.default('user'),
    password,
  })
  .meta({ id: 'UserCreate' });
export type UserCreate = z.infer<typeof userCreateSchema>;
/** What a form holds before parsing (email may be '', role may be left out). */
export type UserCreateInput = z.input<typeof userCreateSchema>;

/** PATCH /api/users/:id (admin): any of these; `password` is an admin's reset. */
export const userUpdateSchema = z
  .strictObject({
    username: username.optional(),
    fullName: fullName.optional(),
    email: email.optional(),
    role: roleInput.optional(),
    disabled: z.boolean({ error: 'Disabled must be true or false' }).optional(),
    password: password.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send at least one of username, fullName, email, role, disabled or password',
  })
  .meta({ id: 'UserUpdate' });
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export const userIdParamsSchema = z.object({ id: z.uuid({ error: 'User id must be a UUID' }) });
