import { useState } from 'react';
import { Link } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { signupRequestSchema, type SignupRequest } from '@domain/api/auth';
import { TRIAL_DAYS } from '@domain/constants';
import { HttpError } from '@domain/http-errors';
import { Button } from '@/components/ui/button';
import { FormTextField } from '@/components/ui/form-text-field';
import { messageFromError } from '@/lib/error-message';
import { configuredDomains } from '@/lib/host';
import { toast } from '@/lib/toast';
import { useSignup } from '../api/signup';
import { ssoCallbackUrl } from '../lib/host-urls';
import { storeSignedIn } from '../lib/signed-in-storage';
import { AuthLayout } from './auth-layout';
import { browserLocation } from '@/lib/browser-location';
import { PATHS } from '@/lib/paths';

const FIELDS: readonly (keyof SignupRequest)[] = [
  'dealershipName',
  'slug',
  'fullName',
  'email',
  'username',
  'password',
];

/** A subdomain suggestion from the dealership name: "Sunset Motors" → "sunset-motors". */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** Self-serve dealer signup: creates the dealership with a 7-day trial, then signs in. */
export function SignupPage() {
  const signup = useSignup();
  const [slugEdited, setSlugEdited] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SignupRequest>({
    resolver: zodResolver(signupRequestSchema),
    defaultValues: {
      dealershipName: '',
      slug: '',
      fullName: '',
      email: '',
      username: '',
      password: '',
    },
  });
  const appDomain = configuredDomains().appDomain;
  const slug = useWatch({ control, name: 'slug' });

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await signup.mutateAsync(values);
      storeSignedIn(answer.user, answer.tenant);
      toast({
        title: 'Dealership Created',
        description: `Your ${TRIAL_DAYS}-day free trial has started. Welcome, ${answer.user.fullName}!`,
      });
      setRedirecting(true);
      browserLocation.assign(
        answer.redirectUrl ?? ssoCallbackUrl(answer.tenant.slug, answer.tempToken),
      );
    } catch (error) {
      const field =
        error instanceof HttpError
          ? (error.body as { field?: string } | undefined)?.field
          : undefined;
      const message = messageFromError(error, 'Please check the form and try again.');
      if (field && (FIELDS as readonly string[]).includes(field)) {
        setError(field as keyof SignupRequest, { message });
      }
      toast({ title: 'Signup Failed', description: message, variant: 'destructive' });
    }
  });
  const pending = isSubmitting || redirecting;
  const nameField = register('dealershipName');
  const slugField = register('slug');

  return (
    <AuthLayout
      title="Create your dealership"
      description={`Free for ${TRIAL_DAYS} days. No card, no setup fees, unlimited users.`}
      footer={
        <p>
          Already have an account?{' '}
          <Link
            to={PATHS.login}
            className="font-medium text-red-700 underline-offset-4 hover:underline"
          >
            Sign in
          </Link>
        </p>
      }
    >
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Create your dealership">
        <FormTextField
          label="Dealership name"
          autoComplete="organization"
          error={errors.dealershipName?.message}
          {...nameField}
          onChange={(event) => {
            void nameField.onChange(event);
            if (!slugEdited) setValue('slug', slugFromName(event.target.value));
          }}
        />
        <FormTextField
          label="Subdomain"
          autoCapitalize="none"
          spellCheck={false}
          hint={`Your team signs in at ${slug || 'your-dealership'}.${appDomain}`}
          error={errors.slug?.message}
          {...slugField}
          onChange={(event) => {
            setSlugEdited(true);
            void slugField.onChange(event);
          }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            label="Your full name"
            autoComplete="name"
            error={errors.fullName?.message}
            {...register('fullName')}
          />
          <FormTextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            label="Username"
            autoComplete="username"
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
        </div>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={pending}>
          {pending && (
            <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
          )}
          {pending ? 'Creating Dealership...' : 'Start Free Trial'}
        </Button>
      </form>
    </AuthLayout>
  );
}
