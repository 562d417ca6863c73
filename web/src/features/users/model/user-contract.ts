import { z } from 'zod';
import { roleSchema } from '@domain/api/common';
import { NEW_PASSWORD_MIN_MESSAGE, USERNAME_MIN_MESSAGE } from '@domain/api/auth';

/**
 * The /api/users contract as the web expects it (design.md leaves it open; domain/api has no
 * users module yet — move this there when the server adds one).
 */
export const staffUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string().default(''),
  email: z.string().nullable().optional(),
  role: roleSchema,
  disabled: z.boolean().default(false),
  createdAt: z.number().optional(),
  lastLoginAt: z.number().nullable().optional(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;
export const staffUserListSchema = z.array(staffUserSchema);

export const userCreateSchema = z.object({
  fullName: z.string().trim().min(1, 'Full name is required').max(100),
  username: z.string().trim().min(3, USERNAME_MIN_MESSAGE).max(100),
  email: z
    .string()
    .trim()
    .max(254)
    .refine(
      (v) => v === '' || z.email().safeParse(v).success,
      'Please enter a valid email address',
    ),
  role: roleSchema,
  password: z.string().min(8, NEW_PASSWORD_MIN_MESSAGE).max(1000),
});
export type UserCreate = z.infer<typeof userCreateSchema>;

export const userUpdateSchema = z.object({
  role: roleSchema.optional(),
  disabled: z.boolean().optional(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;
