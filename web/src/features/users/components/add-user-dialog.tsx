import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import type { Role } from '@domain/api/common';
import { userCreateSchema, type UserCreate, type UserCreateInput } from '@domain/api/users';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SAVE_SHORTCUT_ATTRIBUTE } from '@/lib/app-events';
import { toast } from '@/lib/toast';
import { useCreateUser } from '@/features/users/api/create-user';
import { messageFromError } from '@/lib/error-message';
import { NameFields, NewPasswordField, UserFormButtons } from './user-form-fields';

const ROLE_TEXT: Record<Role, string> = { user: 'User', manager: 'Manager', admin: 'Admin' };

export function AddUserButton({ roles }: { roles: Role[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlus className="h-4 w-4" aria-hidden />
        Add user
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="Add user" description="They sign in with this username and password.">
          {open && <AddUserForm roles={roles} onDone={() => setOpen(false)} />}
        </DialogContent>
      </Dialog>
    </>
  );
}

function AddUserForm({ roles, onDone }: { roles: Role[]; onDone: () => void }) {
  const create = useCreateUser();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<UserCreateInput, unknown, UserCreate>({
    resolver: zodResolver(userCreateSchema),
    defaultValues: { fullName: '', username: '', email: '', role: 'user', password: '' },
  });
  return (
    <form
      noValidate
      {...{ [SAVE_SHORTCUT_ATTRIBUTE]: '' }}
      onSubmit={handleSubmit((values) =>
        create.mutate(values, {
          onSuccess: (user) => {
            toast({ title: 'User added', description: `${user.username} can now sign in.` });
            onDone();
          },
          onError: (error) =>
            toast({
              title: 'Could not add user',
              description: messageFromError(error, 'The user was not added. Please try again.'),
              variant: 'destructive',
            }),
        }),
      )}
      className="grid gap-4"
    >
      <NameFields
        fullName={register('fullName')}
        username={register('username')}
        errors={{ fullName: errors.fullName?.message, username: errors.username?.message }}
        autoFill
      />
      <FormField label="Email (optional)" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField label="Role" error={errors.role?.message}>
        <NativeSelect {...register('role')}>
          {roles.map((role) => (
            <option key={role} value={role}>
              {ROLE_TEXT[role]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <NewPasswordField
        field={register('password')}
        error={errors.password?.message}
        optional={false}
      />
      <UserFormButtons
        onCancel={onDone}
        pending={create.isPending}
        label="Add user"
        pendingLabel="Adding…"
      />
    </form>
  );
}
