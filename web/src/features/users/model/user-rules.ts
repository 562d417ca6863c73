import { ROLES, type Role } from '@domain/api/common';
import { can } from '@domain/permissions';

/**
 * Spec 6 applied to the users page: managers and admins see and create users; a manager creates
 * role user only (docs/decisions/0011, enforced by the server too); only admins change roles,
 * disable or delete — and nobody does it to themself.
 */
export function assignableRoles(actor: Role | null): Role[] {
  if (!actor || !can(actor, 'users.create')) return [];
  if (!can(actor, 'users.manage')) return ['user'];
  return [...ROLES].reverse(); // lowest first, as the role menus list them
}

export function canEditUser(
  actor: { username: string; role: Role } | null,
  target: { username: string },
): boolean {
  if (!actor || !can(actor.role, 'users.edit')) return false;
  return actor.username.toLowerCase() !== target.username.toLowerCase();
}

export function canDeleteUser(
  actor: { username: string; role: Role } | null,
  target: { username: string },
): boolean {
  if (!actor || !can(actor.role, 'users.delete')) return false;
  return actor.username.toLowerCase() !== target.username.toLowerCase();
}
