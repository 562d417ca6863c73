import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Plus } from 'lucide-react';
import { signupRequestSchema, type SignupRequest } from '@domain/api/auth';
import { HttpError } from '@domain/http-errors';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormTextField } from '@/components/ui/form-text-field';
import { messageFromError } from '@/lib/error-message';
import { configuredDomains } from '@/lib/host';
import { toast } from '@/lib/toast';
import { useCreateDealership } from '../api/create-dealership';

const EMPTY: SignupRequest = {
  dealershipName: '',
  slug: '',
  fullName: '',
  email: '',
  username: '',
  password: '',
};

/** The form field of a field the server names in a 400 or 409 ({ error, message, field }). */
const SERVER_FIELDS: Record<string, keyof SignupRequest> = {
  name: 'dealershipName',
  slug: 'slug',
  'admin.username': 'username',
  'admin.password': 'password',
  'admin.fullName': 'fullName',
  'admin.email': 'email',
};

function formFieldOf(error: unknown): keyof SignupRequest | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const field = (error.body as { field?: unknown } | undefined)?.field;
  return typeof field === 'string' ? SERVER_FIELDS[field] : undefined;
}

interface CreateDealershipDialogProps {
  /** The form filled in ahead (a lead's details); the password is always the super admin's. */
  prefill?: Omit<SignupRequest, 'password'>;
  /** The button that opens the dialog; "New Dealership" by default. */
  trigger?: ReactNode;
  onCreated?: (created: { id: string; name: string; slug: string }) => void;
}

/** Creates a dealership with its first admin: {name, slug, admin {username, password, fullName, email}}. */
export function CreateDealershipDialog({
  prefill,
  trigger,
  onCreated,
}: CreateDealershipDialogProps) {
  const start: SignupRequest = prefill ? { ...prefill, password: '' } : EMPTY;
  const [open, setOpen] = useState(false);
  const create = useCreateDealership();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupRequest>({ resolver: zodResolver(signupRequestSchema), defaultValues: start });

  const submit = handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync({
        name: values.dealershipName,
        slug: values.slug,
        admin: {
          username: values.username,
          password: values.password,
          fullName: values.fullName,
          email: values.email,
        },
      });
      toast({
        title: 'Dealership Created',
        description: `${values.dealershipName} is ready at ${values.slug}.${configuredDomains().appDomain}.`,
      });
      reset(EMPTY);
      setOpen(false);
      onCreated?.(created);
    } catch (error) {
      const message = messageFromError(error, 'Please try again.');
      const field = formFieldOf(error);
      if (field) setError(field, { message });
      toast({ title: 'Could Not Create Dealership', description: message, variant: 'destructive' });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) reset(start);
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        {trigger ?? (
          <Button>
            <Plus className="h-4 w-4" aria-hidden />
            New Dealership
          </Button>
        )}
      </DialogTrigger>
      <DialogContent
        className="max-w-2xl"
        title="New dealership"
        description="Creates the dealership and its first admin user."
      >
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label="New dealership">
          <FormTextField
            label="Dealership name"
            error={errors.dealershipName?.message}
            {...register('dealershipName')}
          />
          <FormTextField
            label="Subdomain"
            autoCapitalize="none"
            hint={`Lowercase letters, digits and hyphens; .${configuredDomains().appDomain}`}
            error={errors.slug?.message}
            {...register('slug')}
          />
          <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
            <legend className="px-1 text-sm font-semibold text-slate-700 sm:col-span-2">
              First admin
            </legend>
            <FormTextField
              label="Full name"
              error={errors.fullName?.message}
              {...register('fullName')}
            />
            <FormTextField
              label="Email"
              type="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <FormTextField
              label="Username"
              autoCapitalize="none"
              error={errors.username?.message}
              {...register('username')}
            />
            <FormTextField
              label="Password"
              type="password"
              autoComplete="new-password"
              error={errors.password?.message}
              {...register('password')}
            />
          </fieldset>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting && (
                <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
              )}
              {isSubmitting ? 'Creating...' : 'Create Dealership'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
