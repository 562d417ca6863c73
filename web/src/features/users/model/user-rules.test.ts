import { describe, expect, it } from 'vitest';
import { assignableRoles, canDeleteUser, canEditUser } from './user-rules';

describe('user management rules (spec 6)', () => {
  it('admins create any role; managers create role user only (decision 0011); users create nobody', () => {
    expect(assignableRoles('admin')).toEqual(['user', 'manager', 'admin']);
    expect(assignableRoles('manager')).toEqual(['user']);
    expect(assignableRoles('user')).toEqual([]);
    expect(assignableRoles(null)).toEqual([]);
  });

  it('only admins edit roles, disable or delete — never themselves', () => {
    const admin = { username: 'Admin', role: 'admin' as const };
    const manager = { username: 'manager', role: 'manager' as const };
    expect(canEditUser(admin, { username: 'user' })).toBe(true);
    expect(canEditUser(admin, { username: 'admin' })).toBe(false);
    expect(canDeleteUser(admin, { username: 'user' })).toBe(true);
    expect(canDeleteUser(admin, { username: 'ADMIN' })).toBe(false);
    expect(canEditUser(manager, { username: 'user' })).toBe(false);
    expect(canDeleteUser(manager, { username: 'user' })).toBe(false);
    expect(canEditUser(null, { username: 'user' })).toBe(false);
  });
});
