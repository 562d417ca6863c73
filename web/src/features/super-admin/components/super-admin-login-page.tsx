import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Loader2, ShieldAlert } from 'lucide-react';
import { superAdminLoginRequestSchema } from '@domain/api/auth';
import { LOCAL_STORAGE_KEYS } from '@domain/constants';
import { BrandLogo } from '@/components/ui/brand-logo';
import { Button } from '@/components/ui/button';
import { FormTextField } from '@/components/ui/form-text-field';
import { messageFromError } from '@/lib/error-message';
import { storage } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { useSuperAdminLogin } from '../api/super-admin-login';
import { superAdminKeys } from '../api/super-admin-keys';
import { PATHS } from '@/lib/paths';

export const SUPER_ADMIN_FAILED_FALLBACK = 'Invalid super admin credentials';

type Credentials = { username: string; password: string };

/**
 * Super admin login, marked restricted access (spec 2.7, 5, 8). `mainSiteHref` is the public
 * site's home: '/' on the marketing host, the marketing domain where '/' is the login page
 * or the staff app.
 */
export function SuperAdminLoginPage({ mainSiteHref = PATHS.landing }: { mainSiteHref?: string }) {
  const login = useSuperAdminLogin();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({
    resolver: zodResolver(superAdminLoginRequestSchema),
    defaultValues: { username: '', password: '' },
  });

  const submit = handleSubmit(async (credentials) => {
    try {
      const { user } = await login.mutateAsync(credentials);
      storage.set(LOCAL_STORAGE_KEYS.superAdmin, user);
      toast({ title: 'Super Admin Access Granted', description: `Signed in as ${user.fullName}.` });
      await queryClient.refetchQueries({ queryKey: superAdminKeys.session });
      await navigate(PATHS.superAdmin);
    } catch (error) {
      storage.remove(LOCAL_STORAGE_KEYS.superAdmin);
      toast({
        title: 'Access Denied',
        description: messageFromError(error, SUPER_ADMIN_FAILED_FALLBACK),
        variant: 'destructive',
      });
    }
  });

  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-slate-950 px-4 py-12">
      <main className="w-full max-w-md">
        <div className="mb-8 flex justify-center">
          <BrandLogo inverted />
        </div>
        <div className="rounded-2xl border border-slate-800 bg-slate-900 p-6 shadow-2xl sm:p-8">
          <p className="mx-auto flex w-fit items-center gap-2 rounded-full border border-amber-500/40 bg-amber-500/10 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-amber-300">
            <ShieldAlert className="h-3.5 w-3.5" aria-hidden />
            Restricted Access
          </p>
          <h1 className="mt-4 text-center text-2xl font-bold text-white">Super Admin</h1>
          <p className="mt-2 text-center text-sm text-slate-400">
            Platform administrators only. Every sign-in attempt is logged.
          </p>
          <form
            onSubmit={submit}
            noValidate
            className="mt-6 grid gap-4 [&_label]:text-slate-200 [&_[role=alert]]:text-red-300"
            aria-label="Super admin sign in"
          >
            <FormTextField
              label="Username"
              autoComplete="username"
              autoCapitalize="none"
              error={errors.username?.message}
              className="grid gap-1.5"
              {...register('username')}
            />
            <FormTextField
              label="Password"
              type="password"
              autoComplete="current-password"
              error={errors.password?.message}
              {...register('password')}
            />
            <Button type="submit" size="lg" className="mt-2 w-full" disabled={isSubmitting}>
              {isSubmitting && (
                <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
              )}
              {isSubmitting ? 'Authenticating...' : 'Access Super Admin'}
            </Button>
          </form>
        </div>
        <div className="mt-6 text-center">
          {/* An absolute address (the marketing domain) is followed as an ordinary link. */}
          <Link
            to={mainSiteHref}
            className="inline-flex items-center gap-1 rounded text-sm text-slate-400 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-400"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden />
            Back to Main Site
          </Link>
        </div>
      </main>
    </div>
  );
}
