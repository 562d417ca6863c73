import type { Role } from './api/common';

/** Spec 6: a role may do whatever a lower or equal role may. */
export const ROLE_RANK: Readonly<Record<Role, number>> = { admin: 3, manager: 2, user: 1 };

/**
 * The minimum role for every right of the spec 6 table. `tasks.*` and `notes.*` stand for
 * every task and note right at user level; the individual rights are listed too.
 */
export const RIGHT_MIN_ROLE = {
  // Admin only.
  'users.manage': 'admin',
  'users.edit': 'admin',
  'users.delete': 'admin',
  'settings.manage': 'admin',
  'tenant.edit': 'admin',
  'billing.manage': 'admin',
  'billing.view': 'admin',
  'activity.export': 'admin',
  'dashboards.delete': 'admin',
  'vehicles.bulkDelete': 'admin',
  // Not in the spec 6 table (issue #19): all of the dealership's data as one archive.
  'dealership.export': 'admin',
  // Manager and above.
  'users.view': 'manager',
  'users.create': 'manager',
  'vehicles.manage': 'manager',
  'vehicles.import': 'manager',
  'vehicles.export': 'manager',
  'tasks.assign': 'manager',
  'settings.view': 'manager',
  'activity.view': 'manager',
  'dashboards.create': 'manager',
  'dashboards.edit': 'manager',
  'vehicles.bulkEdit': 'manager',
  'reports.view': 'manager',
  'reports.export': 'manager',
  // Issue #33: decide a car's work, and keep the job templates.
  'work.approve': 'manager',
  'work.templates': 'manager',
  // Issue #31: keep the vendor list and see the vendors' scorecard.
  'vendors.manage': 'manager',
  // Issue #32: who is told about cars per step, and who is on call.
  'alerts.manage': 'manager',
  // User and above.
  'vehicles.create': 'user',
  'vehicles.edit': 'user',
  'vehicles.delete': 'user',
  'vehicles.view': 'user',
  'tasks.*': 'user',
  'tasks.create': 'user',
  'tasks.edit': 'user',
  'tasks.delete': 'user',
  'tasks.view': 'user',
  'notes.*': 'user',
  'notes.create': 'user',
  'notes.edit': 'user',
  'notes.delete': 'user',
  'notes.view': 'user',
  'dashboards.view': 'user',
} as const satisfies Record<string, Role>;

export type Right = keyof typeof RIGHT_MIN_ROLE;
export const RIGHTS = Object.keys(RIGHT_MIN_ROLE).filter(isRight);

function isRight(value: string): value is Right {
  return Object.hasOwn(RIGHT_MIN_ROLE, value);
}

/** Narrows a stored or received role string to a known role. */
export function isRole(value: string | null | undefined): value is Role {
  return typeof value === 'string' && Object.hasOwn(ROLE_RANK, value);
}

function rankOf(role: string | null | undefined): number {
  return isRole(role) ? ROLE_RANK[role] : 0;
}

/** True when `role` ranks at or above `min`. No role, or an unknown one, ranks below all. */
export function hasRoleAtLeast(role: string | null | undefined, min: Role): boolean {
  const rank = rankOf(role);
  return rank > 0 && rank >= ROLE_RANK[min];
}

/**
 * Whether a role holds a right (spec 6). Accepts any string because roles also come from
 * local storage and old sessions: no role, an unknown role or an unknown right is false.
 */
export function can(role: Role | (string & {}) | null | undefined, right: Right): boolean {
  if (!isRight(right)) return false;
  return hasRoleAtLeast(role, RIGHT_MIN_ROLE[right]);
}

/**
 * Whether using a right changes the dealership's data. Viewing and exporting do not: they are
 * what a read-only dealership keeps (decision 0031). Every other right writes.
 */
export function changesData(right: Right): boolean {
  return !/\.(view|export)$/.test(right);
}

/** Every right a role holds, in table order (for admin screens and tests). */
export function rightsOf(role: Role | (string & {}) | null | undefined): Right[] {
  return RIGHTS.filter((right) => can(role, right));
}
