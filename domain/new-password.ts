import { z } from 'zod';

/**
 * The rule for a password someone chooses (signup, reset, a user created or given a new
 * password, a dealership's first admin): its shape here, its strength in password-strength.ts.
 * Signing in keeps the spec's own, looser check (6 characters): old passwords still sign in.
 */
export const NEW_PASSWORD_MIN_LENGTH = 8;
const NEW_PASSWORD_MAX_LENGTH = 1000;

// Spec 5 (Reset password): the message, exactly.
const NEW_PASSWORD_MIN_MESSAGE = 'Password must be at least 8 characters';

/** A new password's shape: present, text, 8 to 1000 characters. */
export const newPasswordSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined ? 'Password is required' : 'Password must be text',
  })
  .min(NEW_PASSWORD_MIN_LENGTH, NEW_PASSWORD_MIN_MESSAGE)
  .max(NEW_PASSWORD_MAX_LENGTH, `Password must be at most ${NEW_PASSWORD_MAX_LENGTH} characters`);
