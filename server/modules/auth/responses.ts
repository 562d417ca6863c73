import type { SessionUser } from '@domain/api/auth';
import type { UserRecord } from '../../db/records';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password'; // spec 8, Login
export const SIGN_IN_LINK_INVALID_MESSAGE =
  'Authentication failed: this sign-in link is invalid or has expired';

/** The question of a sign-in link while someone else is signed in on the host (decision 0026). */
export function accountSwitchMessage(signedInAs: string, signingInAs: string): string {
  return `${signedInAs} is signed in here. Sign out ${signedInAs} and continue as ${signingInAs}?`;
}
export const RESET_REQUESTED_MESSAGE =
  'If an account exists with this email, you will receive password reset instructions.'; // spec 8
export const RESET_LINK_INVALID_MESSAGE = 'This password reset link is invalid or has expired.'; // spec 8
export const RESET_DONE_MESSAGE = 'Your password has been reset. You can now sign in.';
export const SLUG_TAKEN_MESSAGE = 'This subdomain is already taken';
export const USERNAME_TAKEN_MESSAGE = 'This username is already taken';

/** The user as the API shows it (spec 3 Session: username, role, fullName). */
export function toSessionUser(user: UserRecord): SessionUser {
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    fullName: user.fullName,
    email: user.email,
  };
}
