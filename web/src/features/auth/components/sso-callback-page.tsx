import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle } from 'lucide-react';
import { SIGNIN_ERROR_REDIRECT_MS } from '@domain/constants';
import { HttpError } from '@domain/http-errors';
import { Spinner } from '@/components/ui/spinner';
import { SESSION_QUERY_KEY } from '@/lib/session';
import { useConsumeToken } from '../api/consume-token';
import { storeSignedIn } from '../lib/signed-in-storage';
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

/** Sign-in completion: exchanges the one-time token for a session (spec 2.7, 4.3, 8). */
export function SsoCallbackPage() {
  const [token] = useState(readToken);
  const [error, setError] = useState<string | null>(token ? null : NO_TOKEN_MESSAGE);
  const started = useRef(false);
  const consume = useConsumeToken();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutateAsync } = consume;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The token must not linger in the address bar, the history or a Referer.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!token) return;
    mutateAsync(token)
      .then(async ({ user, tenant }) => {
        storeSignedIn(user, tenant);
        await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        await navigate(PATHS.inventory, { replace: true });
      })
      .catch((failure: unknown) => setError(failureText(failure)));
  }, [token, mutateAsync, queryClient, navigate]);

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
        {error ? (
          <div role="alert">
            <AlertCircle className="mx-auto h-10 w-10 text-red-600" aria-hidden />
            <h1 className="mt-4 text-xl font-semibold text-slate-900">Authentication Error</h1>
            <p className="mt-2 text-sm text-slate-700">{error}</p>
            <p className="mt-4 text-sm text-slate-500">Redirecting to login page</p>
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
