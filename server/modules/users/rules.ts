import { conflict, forbidden, notFound } from '../../lib/http-error';
import type { Executor } from '../../db/client';
import { findUserRow, lockActiveAdminIds } from './repository';

export const USER_NOT_FOUND_MESSAGE = 'User not found';
export const LAST_ADMIN_MESSAGE =
  'This is the last active admin of the dealership: make another user an admin first';
export const OWN_ROLE_MESSAGE = 'You cannot change your own role';
export const OWN_DISABLE_MESSAGE = 'You cannot disable your own account';
export const OWN_DELETE_MESSAGE = 'You cannot delete your own account';
export const MANAGER_CREATES_USERS_MESSAGE = 'Managers can only create users with the user role';

export interface AdminChange {
  dealershipId: string;
  actorId: string;
  targetId: string;
}

/**
 * Loads and locks the target of an admin's change, with the dealership's active admins
 * (locked first, always in the same order, so concurrent changes queue instead of racing).
 * Throws 404 for a user of another dealership, and 403 when the actor is no longer an
 * active admin (demoted or disabled since their request began).
 */
export async function lockAdminChange(tx: Executor, change: AdminChange) {
  const admins = await lockActiveAdminIds(tx, change.dealershipId);
  const target = await findUserRow(tx, change.dealershipId, change.targetId, { forUpdate: true });
  if (!target) throw notFound(USER_NOT_FOUND_MESSAGE);
  const isActiveAdmin = admins.includes(target.id);
  const otherAdmins = admins.filter((id) => id !== target.id).length;
  return {
    target,
    self: target.id === change.actorId,
    /** Throws 409 when the change would leave the dealership without an active admin. */
    assertAdminRemains: () => {
      if (isActiveAdmin && otherAdmins === 0) throw conflict(LAST_ADMIN_MESSAGE);
    },
    /** Throws 403 when the actor lost the admin role meanwhile. */
    assertActorStillAdmin: () => {
      if (!admins.includes(change.actorId)) throw forbidden();
    },
  };
}
