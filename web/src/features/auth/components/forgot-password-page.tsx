import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Loader2, MailCheck } from 'lucide-react';
import { requestPasswordResetSchema } from '@domain/api/auth';
import { Button, buttonVariants } from '@/components/ui/button';
import { FormTextField } from '@/components/ui/form-text-field';
import { messageFromError } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthLayout } from './auth-layout';
import { PATHS } from '@/lib/paths';

export const RESET_EMAIL_SENT_TEXT =
  'If an account exists with this email, you will receive password reset instructions.';

const backToLogin = (
  <Link
    to={PATHS.login}
    className="inline-flex items-center gap-1 rounded text-slate-500 hover:text-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
  >
    <ArrowLeft className="h-4 w-4" aria-hidden />
    Back to Login
  </Link>
);

/** Forgot password: the form, then the Check Your Email confirmation (spec 2.7, 4.3, 8). */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Pre-rendered on the login host, the form waits for React rather than being sent natively.
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email);
      toast({ title: 'Password Reset Email Sent', description: RESET_EMAIL_SENT_TEXT });
      setSentTo(email);
    } catch (error) {
      toast({
        title: 'Request Failed',
        description: messageFromError(error, 'Please try again in a few minutes.'),
        variant: 'destructive',
      });
    }
  });

  if (sentTo) {
    return (
      <AuthLayout title="Check Your Email">
        <div className="flex flex-col items-center text-center">
          <span className="grid h-14 w-14 place-items-center rounded-full bg-green-50 text-green-600">
            <MailCheck className="h-7 w-7" aria-hidden />
          </span>
          <p className="mt-4 text-sm leading-6 text-slate-600">
            If an account exists for <span className="font-medium text-slate-900">{sentTo}</span>,
            you will receive password reset instructions. The link works for 30 minutes.
          </p>
          <Link to={PATHS.login} className={`${buttonVariants({ size: 'lg' })} mt-6 w-full`}>
            Back to Login
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the email address on your account and we will send you a link to choose a new one."
      footer={backToLogin}
    >
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-4"
        aria-label="Request a password reset"
      >
        <FormTextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting || !hydrated}>
          {isSubmitting && (
            <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
          )}
          {isSubmitting ? 'Sending...' : 'Send Reset Instructions'}
        </Button>
      </form>
    </AuthLayout>
  );
}
