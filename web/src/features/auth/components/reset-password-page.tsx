import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { END_OTHER_SESSIONS_LABEL, PASSWORDS_DONT_MATCH_MESSAGE } from '@domain/api/auth';
import { NEW_PASSWORD_MIN_LENGTH, newPasswordSchema } from '@domain/new-password';
import { RESET_REDIRECT_MS } from '@domain/constants';
import { HttpError } from '@domain/http-errors';
import { Button } from '@/components/ui/button';
import { FormTextField } from '@/components/ui/form-text-field';
import { Spinner } from '@/components/ui/spinner';
import { describeFailure, messageFromError } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from './auth-layout';
import { PATHS } from '@/lib/paths';

export const NO_RESET_TOKEN_MESSAGE = 'No reset token found';
export const INVALID_RESET_LINK_TEXT = 'This password reset link is invalid or has expired.';

const schema = z
  .object({
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
    endOtherSessions: z.boolean(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: PASSWORDS_DONT_MATCH_MESSAGE,
    path: ['confirmPassword'],
  });
type Values = z.infer<typeof schema>;

/** Reset password: form, then success, then login after 3 s (spec 2.7, 4.3, 5, 8). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const formId = useId();
  const warned = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: '', confirmPassword: '', endOtherSessions: true },
  });

  useEffect(() => {
    if (token || warned.current) return;
    warned.current = true;
    toast({ title: 'Reset Failed', description: NO_RESET_TOKEN_MESSAGE, variant: 'destructive' });
    void navigate(PATHS.dealerLogin, { replace: true });
  }, [token, navigate]);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => void navigate(PATHS.login), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const submit = handleSubmit(async ({ newPassword, endOtherSessions }) => {
    try {
      await reset.mutateAsync({ token, newPassword, endOtherSessions });
      toast({
        title: 'Password Reset Successful',
        description: 'You can now sign in with your new password.',
      });
      setDone(true);
    } catch (error) {
      const failure = describeFailure(error, 'Please try again.');
      // A password too easy to guess: the server's reason goes beside the field; the link holds.
      if (failure.field === 'newPassword') {
        setError('newPassword', { message: failure.message }, { shouldFocus: true });
      } else if (error instanceof HttpError && error.status === 400) {
        toast({
          title: 'Invalid Reset Link',
          description: INVALID_RESET_LINK_TEXT,
          variant: 'destructive',
        });
      } else {
        toast({
          title: 'Reset Failed',
          description: messageFromError(error, 'Please try again.'),
          variant: 'destructive',
        });
      }
    }
  });

  if (done) {
    return (
      <AuthLayout title="Password Reset Successful">
        <div className="flex flex-col items-center text-center">
          <CheckCircle2 className="h-12 w-12 text-green-600" aria-hidden />
          <p className="mt-4 text-sm text-slate-600">
            Your password has been changed. Taking you to the login page...
          </p>
          <Spinner className="mt-4" />
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      description={`Use at least ${NEW_PASSWORD_MIN_LENGTH} characters; not a common password, nor one built on your name.`}
    >
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Reset password">
        <FormTextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <FormTextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 accent-[var(--brand-primary,#dc2626)]"
            aria-describedby={`${formId}-end-sessions-hint`}
            {...register('endOtherSessions')}
          />
          <span>
            <span className="font-medium">{END_OTHER_SESSIONS_LABEL}</span>
            <span id={`${formId}-end-sessions-hint`} className="block text-slate-600">
              Anyone signed in with your old password is signed out. Untick to stay signed in on
              your other devices.
            </span>
          </span>
        </label>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting || !token}>
          {isSubmitting && (
            <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
          )}
          {isSubmitting ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </AuthLayout>
  );
}
