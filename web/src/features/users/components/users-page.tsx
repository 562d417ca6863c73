import { ShieldAlert } from 'lucide-react';
import type { Role } from '@domain/api/common';
import { can } from '@domain/permissions';
import { QueryState } from '@/components/ui/query-state';
import { useUsers } from '@/features/users/api/get-users';
import { assignableRoles, canDeleteUser, canEditUser } from '@/features/users/model/user-rules';
import { AddUserButton } from './add-user-dialog';
import { UserRow } from './user-row';
import { useWriteAccess } from '@/lib/write-access';

/** User Management (spec 6): managers view and create; admins change roles, disable, delete. */
export function UsersPage({ actor }: { actor: { username: string; role: Role } | null }) {
  const allowed = can(actor?.role, 'users.view');
  const users = useUsers(allowed);
  // Read-only (0031): the team stays visible; adding, changing and removing wait for a plan.
  const { readOnly } = useWriteAccess();
  if (!allowed) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-2 py-16 text-center">
        <ShieldAlert className="h-10 w-10 text-slate-400" aria-hidden />
        <h1 className="text-xl font-bold">User Management</h1>
        <p className="text-sm text-slate-600">Only managers and admins can see the team.</p>
      </div>
    );
  }
  const roles = readOnly ? [] : assignableRoles(actor?.role ?? null);
  return (
    <section aria-labelledby="users-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="users-title" className="text-2xl font-bold tracking-tight">
            User Management
          </h1>
          <p className="text-sm text-slate-600">Everyone who can sign in to this dealership.</p>
        </div>
        {roles.length > 0 && (
          <div data-tour="add-user">
            <AddUserButton roles={roles} />
          </div>
        )}
      </div>
      {users.isLoading || users.error ? (
        <QueryState isPending={users.isLoading} error={users.error} what="users" />
      ) : (
        <div
          data-tour="user-list"
          className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
        >
          {/* A table from 640 px; below, each row is a card (no sideways scroll on phones). */}
          <table className="block w-full text-left text-sm sm:table sm:min-w-[640px]">
            <thead className="hidden bg-slate-50 text-xs uppercase tracking-wide text-slate-500 sm:table-header-group">
              <tr>
                <th scope="col" className="px-4 py-2">
                  Name
                </th>
                <th scope="col" className="px-4 py-2">
                  Role
                </th>
                <th scope="col" className="px-4 py-2">
                  Status
                </th>
                <th scope="col" className="px-4 py-2 text-right">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="block divide-y divide-slate-100 sm:table-row-group">
              {(users.data ?? []).map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  isSelf={actor?.username.toLowerCase() === user.username.toLowerCase()}
                  canEdit={!readOnly && canEditUser(actor, user)}
                  canDelete={!readOnly && canDeleteUser(actor, user)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
