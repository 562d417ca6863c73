import type { Tx } from '../../db/client';
import { forbidden } from '../../lib/http-error';
import { deleteUserSessions } from '../../plugins/session-store';
import { endSignInLinks } from '../auth/sign-in-links';
import { toUser, updateUserRow } from './repository';
import { OWN_DISABLE_MESSAGE, OWN_ROLE_MESSAGE, lockAdminChange } from './rules';
import type { User, UserUpdate } from '@domain/api/users';

export interface UpdateUserProps {
  dealershipId: string;
  /** The admin making the change. */
  actorId: string;
  targetId: string;
  changes: Omit<UserUpdate, 'password'>;
  /** An argon2id hash of a password the admin set, computed before the transaction. */
  passwordHash?: string;
  now: number;
}

/**
 * An admin's change to a user, in the caller's tenant transaction. Nobody changes their own
 * role or disables themselves (403); the last active admin is never demoted or disabled
 * (409). Disabling a user or resetting their password ends their sessions and their unused
 * sign-in links (login tokens, reset links) at once; a rename keeps them (a session and a link
 * name the user by id, not by username). A role
 * change needs no session update: sessions store no role, every request reads the user's
 * current one, so a demoted user loses the rights on their very next request.
 */
export async function updateUser(tx: Tx, props: UpdateUserProps): Promise<User> {
  const { dealershipId, changes } = props;
  const locked = await lockAdminChange(tx, props);
  const { target, self } = locked;
  const roleChanges = changes.role !== undefined && changes.role !== target.role;
  const disables = changes.disabled === true && !target.disabled;
  if (self && roleChanges) throw forbidden(OWN_ROLE_MESSAGE);
  if (self && disables) throw forbidden(OWN_DISABLE_MESSAGE);
  if ((roleChanges && changes.role !== 'admin') || disables) locked.assertAdminRemains();
  locked.assertActorStillAdmin();
  const row = await updateUserRow(tx, dealershipId, target.id, {
    ...changes,
    ...(props.passwordHash ? { passwordHash: props.passwordHash } : {}),
    updatedAt: props.now,
  });
  if (!row) throw new Error('The locked user row disappeared');
  if (disables || (props.passwordHash && !self)) {
    await deleteUserSessions(tx, dealershipId, target.id);
  }
  // A link handed out before (a sign-in token, a reset link) must not outlive the change.
  if (disables || props.passwordHash) {
    await endSignInLinks(tx, { dealershipId, userId: target.id }, props.now);
  }
  return toUser(row);
}
