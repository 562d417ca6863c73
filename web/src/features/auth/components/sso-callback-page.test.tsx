import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '@domain/constants';
import { jsonResponse, mockFetch, renderPublicScreen, sentBody } from '@/test/render-public-screen';
import { SsoCallbackPage } from './sso-callback-page';

const user = { id: 'u1', username: 'admin', role: 'admin', fullName: 'Avery Admin', email: null };
const tenant = { id: 't1', name: 'Demo Motors', slug: 'demo' };

function open(search: string) {
  window.history.replaceState(null, '', `/sso-callback${search}`);
  return renderPublicScreen(<SsoCallbackPage />, { route: '/sso-callback', path: '/sso-callback' });
}

describe('Sign-in completion', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it('drops the token from the address bar, exchanges it, stores user and tenant, opens /inventory', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { user, tenant }));
    open('?token=one-time&tenant=demo');
    expect(screen.getByRole('heading', { name: 'Completing Sign In' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(await screen.findByText('Page elsewhere')).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/inventory');
    // Said here, on arrival in the dealership's app (spec 8), not on the login host.
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Avery Admin!')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/consume-token');
    expect(sentBody(fetchMock)).toEqual({ token: 'one-time', replace: false });
    expect(JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.user) ?? 'null')).toEqual(user);
    expect(JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.selectedTenant) ?? 'null')).toBe(
      'demo',
    );
  });

  it('asks before replacing someone else who is signed in, and replaces only when told to', async () => {
    const question = {
      error: 'Conflict',
      message: 'Robin Lee is signed in here. Sign out Robin Lee and continue as Avery Admin?',
      signedInAs: 'Robin Lee',
      signingInAs: 'Avery Admin',
    };
    const fetchMock = mockFetch(jsonResponse(409, question), jsonResponse(200, { user, tenant }));
    open('?token=one-time&tenant=demo');
    expect(await screen.findByText(question.message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stay signed in as Robin Lee' })).toBeInTheDocument();
    await act(async () => {
      screen.getByRole('button', { name: 'Continue as Avery Admin' }).click();
    });
    expect(await screen.findByText('Page elsewhere')).toBeInTheDocument();
    expect(sentBody(fetchMock, 1)).toEqual({ token: 'one-time', replace: true });
  });

  it.each([
    ['no token', '', null, 'No authentication token provided'],
    [
      'a refused token',
      '?token=used',
      jsonResponse(401, { error: 'Unauthorized', message: 'Token expired' }),
      'Failed to authenticate',
    ],
    ['a network failure', '?token=t', new TypeError('Failed to fetch'), 'Authentication failed'],
  ] as const)(
    'with %s shows the error, then the dealer login after 3 s',
    async (_case, search, answer, text) => {
      if (answer) mockFetch(answer);
      open(search);
      expect(
        await screen.findByRole('heading', { name: 'Authentication Error' }),
      ).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(screen.getByText('Redirecting to login page')).toBeInTheDocument();
      await act(async () => {
        vi.advanceTimersByTime(2000);
      });
      expect(screen.getByTestId('current-path')).toHaveTextContent('/sso-callback');
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
      expect(screen.getByTestId('current-path')).toHaveTextContent('/dealer-login');
    },
  );
});
