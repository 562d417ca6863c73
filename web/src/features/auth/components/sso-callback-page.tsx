import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle } from 'lucide-react';
import { SIGNIN_ERROR_REDIRECT_MS } from '@domain/constants';
import type { ConsumeTokenResponse } from '@domain/api/auth';
import { authApi, type AccountSwitchBody } from '@domain/api/auth-endpoints';
import { HttpError } from '@domain/http-errors';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorBodyOf } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useConsumeToken } from '../api/consume-token';
import { storeSignedIn } from '../lib/signed-in-storage';
import { RETURN_PATH_PARAM, safeReturnPath } from '../lib/return-path';
import { PATHS } from '@/lib/paths';

export const NO_TOKEN_MESSAGE = 'No authentication token provided';
export const FAILED_TO_AUTHENTICATE = 'Failed to authenticate';
export const AUTHENTICATION_FAILED = 'Authentication failed';

/** The server refused the token: 'Failed to authenticate'; anything else: 'Authentication failed'. */
function failureText(error: unknown): string {
  return error instanceof HttpError ? FAILED_TO_AUTHENTICATE : AUTHENTICATION_FAILED;
}

/** Reads the token once, before the address bar is cleaned. */
function readToken(): string | null {
  return new URLSearchParams(window.location.search).get('token');
}

/** Where the person was when the sign-in took over (issue #16 item 5); else /inventory. */
function readReturnPath(): string {
  const value = new URLSearchParams(window.location.search).get(RETURN_PATH_PARAM);
  return safeReturnPath(value) ?? PATHS.inventory;
}

/** Sign-in completion: exchanges the one-time token for a session (spec 2.7, 4.3, 8). */
export function SsoCallbackPage() {
  const [token] = useState(readToken);
  const [returnPath] = useState(readReturnPath);
  const [error, setError] = useState<string | null>(token ? null : NO_TOKEN_MESSAGE);
  // Someone else is signed in on this host: the link waits for the person's word (decision 0026).
  const [accountSwitch, setAccountSwitch] = useState<AccountSwitchBody | null>(null);
  const started = useRef(false);
  const consume = useConsumeToken();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutateAsync } = consume;

  const finish = useCallback(
    async ({ user, tenant }: ConsumeTokenResponse) => {
      storeSignedIn(user, tenant);
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      await navigate(returnPath, { replace: true });
      // Said on arrival in the dealership's app, where the person sees it (spec 8).
      toast({
        title: 'Login Successful',
        description: `Welcome back, ${user.fullName || user.username}!`,
      });
    },
    [queryClient, navigate, returnPath],
  );
  const fail = useCallback((failure: unknown) => {
    const question = errorBodyOf(authApi.consumeToken, 409, failure);
    if (question) setAccountSwitch(question);
    else setError(failureText(failure));
  }, []);
  const signIn = (replace: boolean) => {
    if (!token) return;
    mutateAsync({ token, replace }).then(finish).catch(fail);
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The token must not linger in the address bar, the history or a Referer.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!token) return;
    mutateAsync({ token, replace: false }).then(finish).catch(fail);
  }, [token, mutateAsync, finish, fail]);

  useEffect(() => {
    if (!error) return;
    const timer = window.setTimeout(
      () => void navigate(PATHS.dealerLogin, { replace: true }),
      SIGNIN_ERROR_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [error, navigate]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-xl shadow-slate-900/5">
        {accountSwitch ? (
          <div role="alertdialog" aria-labelledby="account-switch-title">
            <h1 id="account-switch-title" className="text-xl font-semibold text-slate-900">
              Switch accounts?
            </h1>
            <p className="mt-2 text-sm text-slate-700">{accountSwitch.message}</p>
            <div className="mt-6 flex flex-col gap-2">
              <Button
                onClick={() => {
                  setAccountSwitch(null);
                  signIn(true);
                }}
                disabled={consume.isPending}
              >
                Continue as {accountSwitch.signingInAs}
              </Button>
              <Button
                variant="outline"
                onClick={() => void navigate(PATHS.inventory, { replace: true })}
              >
                Stay signed in as {accountSwitch.signedInAs}
              </Button>
            </div>
          </div>
        ) : error ? (
          <div role="alert">
            <AlertCircle className="mx-auto h-10 w-10 text-red-600" aria-hidden />
            <h1 className="mt-4 text-xl font-semibold text-slate-900">Authentication Error</h1>
            <p className="mt-2 text-sm text-slate-700">{error}</p>
            <p className="mt-4 text-sm text-slate-500">Redirecting to login page</p>
            <Button
              className="mt-4"
              variant="outline"
              onClick={() => void navigate(PATHS.dealerLogin, { replace: true })}
            >
              Try again
            </Button>
          </div>
        ) : (
          <>
            <h1 className="text-xl font-semibold text-slate-900">Completing Sign In</h1>
            <Spinner className="mt-6" label="Please wait..." />
          </>
        )}
      </div>
    </main>
  );
}
