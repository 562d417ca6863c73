import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Pencil } from 'lucide-react';
import { userCreateSchema, type User, type UserUpdate } from '@domain/api/users';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { SAVE_SHORTCUT_ATTRIBUTE } from '@/lib/app-events';
import { messageFromError } from '@/lib/error-message';
import { NameFields, NewPasswordField, UserFormButtons } from './user-form-fields';
import { toast } from '@/lib/toast';
import { useUpdateUser } from '@/features/users/api/update-user';

/**
 * The rename and new-password form: the username and full name as the contract checks them,
 * and a new password by the same rule as a new user's, or left empty to keep the current one.
 */
const editUserSchema = userCreateSchema.pick({ username: true, fullName: true }).extend({
  password: z.union([z.literal(''), userCreateSchema.shape.password]),
});
type EditUserValues = z.infer<typeof editUserSchema>;

/** Only what changed: a PATCH of the same username would still be a write. */
function changesOf(user: User, values: EditUserValues): UserUpdate {
  return {
    ...(values.username !== user.username ? { username: values.username } : {}),
    ...(values.fullName !== user.fullName ? { fullName: values.fullName } : {}),
    ...(values.password ? { password: values.password } : {}),
  };
}

/** An admin renames a user or sets a new password for them (their sign-in links then end). */
export function EditUserButton({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Edit ${user.username}`}
        onClick={() => setOpen(true)}
      >
        <Pencil className="h-4 w-4" aria-hidden />
        Edit
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title={`Edit ${user.username}`}
          description="Rename the user, or set a new password: it signs them out everywhere."
        >
          {open && <EditUserForm user={user} onDone={() => setOpen(false)} />}
        </DialogContent>
      </Dialog>
    </>
  );
}

function EditUserForm({ user, onDone }: { user: User; onDone: () => void }) {
  const update = useUpdateUser();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EditUserValues>({
    resolver: zodResolver(editUserSchema),
    defaultValues: { username: user.username, fullName: user.fullName, password: '' },
  });
  return (
    <form
      noValidate
      {...{ [SAVE_SHORTCUT_ATTRIBUTE]: '' }}
      onSubmit={handleSubmit((values) => {
        const patch = changesOf(user, values);
        if (Object.keys(patch).length === 0) return onDone();
        update.mutate(
          { id: user.id, patch },
          {
            onSuccess: (saved) => {
              toast({
                title: 'User saved',
                description: patch.password
                  ? `${saved.username} has a new password and was signed out.`
                  : `${saved.username} is saved.`,
              });
              onDone();
            },
            onError: (error) =>
              toast({
                title: 'Could not save user',
                description: messageFromError(error, 'The change was not saved. Please try again.'),
                variant: 'destructive',
              }),
          },
        );
      })}
      className="grid gap-4"
    >
      <NameFields
        fullName={register('fullName')}
        username={register('username')}
        errors={{ fullName: errors.fullName?.message, username: errors.username?.message }}
        autoFill={false}
      />
      <NewPasswordField field={register('password')} error={errors.password?.message} optional />
      <UserFormButtons
        onCancel={onDone}
        pending={update.isPending}
        label="Save"
        pendingLabel="Saving…"
      />
    </form>
  );
}
