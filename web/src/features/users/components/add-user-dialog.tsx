import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import type { Role } from '@domain/api/common';
import { userCreateSchema, type UserCreate, type UserCreateInput } from '@domain/api/users';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { NEW_PASSWORD_MIN_LENGTH } from '@domain/new-password';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SAVE_SHORTCUT_ATTRIBUTE } from '@/lib/app-events';
import { toast } from '@/lib/toast';
import { useCreateUser } from '@/features/users/api/create-user';
import { messageFromError } from '@/lib/error-message';

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
      <FormField label="Full name" error={errors.fullName?.message}>
        <Input autoComplete="name" {...register('fullName')} />
      </FormField>
      <FormField label="Username" error={errors.username?.message}>
        <Input autoComplete="username" {...register('username')} />
      </FormField>
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
      <FormField
        label="Password"
        error={errors.password?.message}
        hint={`At least ${NEW_PASSWORD_MIN_LENGTH} characters; not a common password, nor one built on a name.`}
      >
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Adding…' : 'Add user'}
        </Button>
      </div>
    </form>
  );
}
