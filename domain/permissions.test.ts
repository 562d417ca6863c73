import { describe, expect, it } from 'vitest';
import {
  ROLE_RANK,
  RIGHTS,
  can,
  changesData,
  hasRoleAtLeast,
  isRole,
  rightsOf,
  type Right,
} from './permissions';

const ADMIN_ONLY: Right[] = [
  'users.manage',
  'users.edit',
  'users.delete',
  'settings.manage',
  'tenant.edit',
  'billing.manage',
  'billing.view',
  'activity.export',
  'dashboards.delete',
  'vehicles.bulkDelete',
  'dealership.export',
];
const MANAGER_UP: Right[] = [
  'users.view',
  'users.create',
  'vehicles.manage',
  'vehicles.import',
  'vehicles.export',
  'tasks.assign',
  'settings.view',
  'activity.view',
  'dashboards.create',
  'dashboards.edit',
  'vehicles.bulkEdit',
  'reports.view',
  'reports.export',
  'work.approve',
  'work.templates',
  'vendors.manage',
  'alerts.manage',
];
const USER_UP: Right[] = [
  'vehicles.create',
  'vehicles.edit',
  'vehicles.delete',
  'vehicles.view',
  'tasks.*',
  'tasks.create',
  'tasks.edit',
  'tasks.delete',
  'tasks.view',
  'notes.*',
  'notes.create',
  'notes.edit',
  'notes.delete',
  'notes.view',
  'dashboards.view',
];

describe('permissions (spec 6)', () => {
  it('ranks admin 3, manager 2, user 1', () => {
    expect(ROLE_RANK).toEqual({ admin: 3, manager: 2, user: 1 });
  });

  it('covers every right of the table exactly once', () => {
    expect([...RIGHTS].sort()).toEqual([...ADMIN_ONLY, ...MANAGER_UP, ...USER_UP].sort());
  });

  const table = [
    ...ADMIN_ONLY.map((right) => [right, true, false, false] as const),
    ...MANAGER_UP.map((right) => [right, true, true, false] as const),
    ...USER_UP.map((right) => [right, true, true, true] as const),
  ];
  it.each(table)('%s: admin %s, manager %s, user %s', (right, admin, manager, user) => {
    expect(can('admin', right)).toBe(admin);
    expect(can('manager', right)).toBe(manager);
    expect(can('user', right)).toBe(user);
  });

  it.each([null, undefined, '', 'owner', 'Admin', 'constructor', '__proto__'])(
    'role %j has no rights',
    (role) => {
      expect(can(role, 'vehicles.view')).toBe(false);
      expect(rightsOf(role)).toEqual([]);
      expect(hasRoleAtLeast(role, 'user')).toBe(false);
    },
  );

  it.each([
    ['admin', 'admin', true],
    ['admin', 'user', true],
    ['manager', 'admin', false],
    ['manager', 'manager', true],
    ['user', 'manager', false],
    ['user', 'user', true],
  ] as const)('%s at least %s → %s', (role, min, result) => {
    expect(hasRoleAtLeast(role, min)).toBe(result);
  });

  it('shows the Users button (users.view) to managers and admins only', () => {
    expect(['admin', 'manager', 'user'].filter((role) => can(role, 'users.view'))).toEqual([
      'admin',
      'manager',
    ]);
  });

  it('narrows role strings', () => {
    expect(isRole('manager')).toBe(true);
    expect(isRole('MANAGER')).toBe(false);
    expect(isRole(null)).toBe(false);
  });

  it('leaves a read-only dealership (0031) the rights that view or export, and only those', () => {
    const kept = RIGHTS.filter((right) => !changesData(right));
    expect(kept.sort()).toEqual(
      [
        'activity.export',
        'activity.view',
        'billing.view',
        'dashboards.view',
        'dealership.export',
        'notes.view',
        'reports.export',
        'reports.view',
        'settings.view',
        'tasks.view',
        'users.view',
        'vehicles.export',
        'vehicles.view',
      ].sort(),
    );
  });
});
