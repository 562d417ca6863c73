import { weakPasswordMessage, type PasswordContext } from '@domain/password-strength';
import { badRequest } from './http-error';

/**
 * Throws 400 naming `field`, with the reason, when a new password is too easy to guess for
 * the account it is for (domain/password-strength). Every place that sets a password calls it.
 */
export async function assertStrongPassword(
  password: string,
  context: PasswordContext,
  field: string,
): Promise<void> {
  const message = await weakPasswordMessage(password, context);
  if (message) throw badRequest(message, field);
}
