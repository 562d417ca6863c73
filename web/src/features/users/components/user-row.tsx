import { cn } from '@/lib/cn';
import { useState } from 'react';
import { Ban, CheckCircle2, Trash2 } from 'lucide-react';
import { ROLES, type Role } from '@domain/api/common';
import type { User } from '@domain/api/users';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDeleteUser } from '@/features/users/api/delete-user';
import { useUpdateUser } from '@/features/users/api/update-user';
import { messageFromError } from '@/lib/error-message';
import { EditUserButton } from './edit-user-dialog';

const ROLE_TEXT: Record<Role, string> = { user: 'User', manager: 'Manager', admin: 'Admin' };

interface UserRowProps {
  user: User;
  isSelf: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

export function UserRow({ user, isSelf, canEdit, canDelete }: UserRowProps) {
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const [confirming, setConfirming] = useState(false);
  const fail = (title: string) => (error: Error) =>
    toast({
      title,
      description: messageFromError(error, 'The change was not saved. Please try again.'),
      variant: 'destructive',
    });
  return (
    <tr
      className={cn(
        'grid grid-cols-[1fr_auto] items-center gap-x-2 py-2 sm:table-row sm:py-0',
        user.disabled && 'bg-slate-50 text-slate-500',
      )}
    >
      <td className="col-span-2 px-4 py-1 sm:py-3">
        <p className="font-semibold text-slate-900">
          {user.fullName || user.username}
          {isSelf && (
            <span className="ml-2 rounded bg-primary/10 px-1.5 py-0.5 text-xs font-semibold text-primary">
              You
            </span>
          )}
        </p>
        <p className="text-xs text-slate-500">
          {user.username}
          {user.email ? ` · ${user.email}` : ''}
        </p>
      </td>
      <td className="px-4 py-1 sm:py-3">
        {canEdit ? (
          <select
            aria-label={`Role of ${user.username}`}
            value={user.role}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate(
                { id: user.id, patch: { role: event.target.value as Role } },
                {
                  onSuccess: (saved) =>
                    toast({
                      title: 'Role changed',
                      description: `${saved.username} is now ${ROLE_TEXT[saved.role]}.`,
                    }),
                  onError: fail('Could not change role'),
                },
              )
            }
            className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            {[...ROLES].reverse().map((role) => (
              <option key={role} value={role}>
                {ROLE_TEXT[role]}
              </option>
            ))}
          </select>
        ) : (
          <span className="text-sm">{ROLE_TEXT[user.role]}</span>
        )}
      </td>
      <td className="px-4 py-1 sm:py-3">
        <span
          className={
            user.disabled
              ? 'inline-flex items-center gap-1 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700'
              : 'inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800'
          }
        >
          {user.disabled ? (
            <Ban className="h-3 w-3" aria-hidden />
          ) : (
            <CheckCircle2 className="h-3 w-3" aria-hidden />
          )}
          {user.disabled ? 'Disabled' : 'Active'}
        </span>
      </td>
      <td className="col-span-2 px-4 py-1 sm:py-3">
        <div className="flex flex-wrap justify-end gap-2">
          {canEdit && <EditUserButton user={user} />}
          {canEdit && (
            <Button
              variant="outline"
              size="sm"
              disabled={update.isPending}
              onClick={() =>
                update.mutate(
                  { id: user.id, patch: { disabled: !user.disabled } },
                  {
                    onError: fail(
                      user.disabled ? 'Could not enable user' : 'Could not disable user',
                    ),
                  },
                )
              }
            >
              {user.disabled ? `Enable ${user.username}` : `Disable ${user.username}`}
            </Button>
          )}
          {canDelete &&
            (confirming ? (
              <>
                <Button
                  variant="destructive"
                  size="sm"
                  onClick={() =>
                    remove.mutate(user.id, {
                      onSuccess: () => toast({ title: 'User deleted', description: user.username }),
                      onError: fail('Could not delete user'),
                    })
                  }
                >
                  Confirm delete
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
                  Keep
                </Button>
              </>
            ) : (
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700"
                aria-label={`Delete ${user.username}`}
                onClick={() => setConfirming(true)}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </Button>
            ))}
        </div>
      </td>
    </tr>
  );
}
