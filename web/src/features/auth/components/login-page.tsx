import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Loader2 } from 'lucide-react';
import { loginRequestSchema, type LoginRequest } from '@domain/api/auth';
import { Button } from '@/components/ui/button';
import { FormTextField } from '@/components/ui/form-text-field';
import { messageFromError } from '@/lib/error-message';
import { MINUTE_MS } from '@domain/time';
import {
  SESSION_QUERY_KEY,
  didSessionEnd,
  forgetSessionEnded,
  useClearSession,
} from '@/lib/session';
import { toast } from '@/lib/toast';
import { useSignInsHere } from '../api/last-sign-in';
import { useUniversalLogin } from '../api/universal-login';
import { useMarketingHref } from '@/lib/host';
import { useHydrated } from '@/lib/use-hydrated';
import { ssoCallbackUrl } from '../lib/host-urls';
import { forgetSignedIn, storeSignedIn } from '../lib/signed-in-storage';
import { returnPathOf, withReturnPath } from '../lib/return-path';
import { AuthLayout } from './auth-layout';
import { ContinueToDealership } from './continue-to-dealership';
import { browserLocation } from '@/lib/browser-location';
import { PATHS } from '@/lib/paths';

export const LOGIN_FAILED_FALLBACK = 'Invalid username or password';

/**
 * How long the page waits for the browser to leave for the dealership's host. A hand-off that
 * never leaves (or comes Back from a failed page) must not stay on "Signing In..." forever.
 */
export const HANDOFF_STALL_MS = 15_000;

export function handoffFailedMessage(dealership: string): string {
  return `Could not open ${dealership}. Please try signing in again.`;
}

/**
 * The hand-off to the dealership's host is pending in `dealership`; it is over when the page is
 * shown again from the back-forward cache or still here after HANDOFF_STALL_MS: `onFailed`.
 */
function useHandoffWatch(dealership: string | null, onFailed: () => void) {
  const failed = useRef(onFailed);
  useEffect(() => {
    failed.current = onFailed;
  });
  useEffect(() => {
    if (!dealership) return;
    const timer = window.setTimeout(() => failed.current(), HANDOFF_STALL_MS);
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) failed.current();
    };
    window.addEventListener('pageshow', onShow);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pageshow', onShow);
    };
  }, [dealership]);
}

const linkClass =
  'rounded font-medium text-red-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary';

/** How often a signed-out wall board asks whether this browser was signed in again. */
export const WALL_SESSION_POLL_MS = MINUTE_MS / 2;

export const SESSION_ENDED_TEXT =
  'Your session has ended. Sign in again to continue where you left off.';
export const WALL_SIGNED_OUT_TITLE = 'This wall board is signed out';
export const WALL_SIGNED_OUT_TEXT =
  'It stopped updating when its sign-in ended. Sign in to bring it back; it also comes back by itself once this browser is signed in again.';

function isWallPath(pathname: string): boolean {
  return pathname.startsWith(`${PATHS.dashboard.split(':')[0]}`);
}

/**
 * Why the sign-in shows here, if not a first visit (issue #16 item 5): a wall board says it is
 * signed out and keeps asking whether the browser was signed in again (another tab, say).
 */
function SignedOutNotice({ wall }: { wall: boolean }) {
  const queryClient = useQueryClient();
  const [ended] = useState(didSessionEnd);
  useEffect(() => {
    if (!wall) return;
    const timer = window.setInterval(
      () => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      WALL_SESSION_POLL_MS,
    );
    return () => window.clearInterval(timer);
  }, [wall, queryClient]);
  if (!wall && !ended) return null;
  return (
    <div
      role="alert"
      className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      {wall ? (
        <>
          <p className="font-semibold">{WALL_SIGNED_OUT_TITLE}</p>
          <p className="mt-1">{WALL_SIGNED_OUT_TEXT}</p>
        </>
      ) : (
        <p>{SESSION_ENDED_TEXT}</p>
      )}
    </div>
  );
}

/** Dealer login (spec 2.7, 4.3, 5, 8). */
export function LoginPage() {
  const location = useLocation();
  const login = useUniversalLogin();
  const clearSession = useClearSession();
  const signInsHere = useSignInsHere();
  // The dealership being handed to, while the browser leaves for its host.
  const [redirecting, setRedirecting] = useState<string | null>(null);
  useHandoffWatch(redirecting, () => {
    toast({
      title: 'Login Failed',
      description: handoffFailedMessage(redirecting ?? 'your dealership'),
      variant: 'destructive',
    });
    setRedirecting(null);
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: '', password: '' },
  });

  const submit = handleSubmit(async (credentials) => {
    try {
      const answer = await login.mutateAsync(credentials);
      storeSignedIn(answer.user, answer.tenant);
      // "Login Successful" is said on arrival, by the dealership's /sso-callback.
      setRedirecting(answer.tenant.name);
      forgetSessionEnded();
      // The sign-in screen took over where the person was: the callback brings them back.
      browserLocation.assign(
        withReturnPath(
          answer.redirectUrl ?? ssoCallbackUrl(answer.tenant.slug, answer.tempToken),
          returnPathOf(location),
          window.location.href,
        ),
      );
    } catch (error) {
      forgetSignedIn();
      clearSession();
      toast({
        title: 'Login Failed',
        description: messageFromError(error, LOGIN_FAILED_FALLBACK),
        variant: 'destructive',
      });
    }
  });
  const pending = isSubmitting || redirecting !== null;
  // Pre-rendered, the form waits for React: sent natively it would put the password in the URL.
  const hydrated = useHydrated();
  const requestDemoHref = useMarketingHref(PATHS.requestDemo);
  const homeHref = useMarketingHref(PATHS.landing);

  return (
    <AuthLayout
      title="Sign in to your dealership"
      description="Use the username and password your dealership admin gave you."
      footer={
        <div className="flex flex-col items-center gap-3">
          <p>
            New to LotReady?{' '}
            <a href={requestDemoHref} className={linkClass}>
              Request Account Access
            </a>
          </p>
          <a
            href={homeHref}
            className="inline-flex items-center gap-1 rounded text-slate-500 hover:text-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden />
            Back to Home
          </a>
        </div>
      }
    >
      <SignedOutNotice wall={isWallPath(location.pathname)} />
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Sign in">
        <FormTextField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...register('username')}
        />
        <FormTextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          labelAside={
            <Link to={PATHS.forgotPassword} className={`text-sm ${linkClass}`}>
              Forgot Password
            </Link>
          }
          {...register('password')}
        />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={pending || !hydrated}>
          {pending && (
            <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
          )}
          {pending ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
      {/* Below the form: it arrives after the pre-rendered page, so it moves nothing above it. */}
      {signInsHere.data && signInsHere.data.length > 0 && (
        <ContinueToDealership signIns={signInsHere.data} />
      )}
    </AuthLayout>
  );
}
